import { Group, Text } from '@mantine/core';
import type { Network } from '@/api/network/schemas';
import { AddressText } from '@/components/AddressText';
import { CopyValueButton } from '@/components/CopyValueButton';
import {
  PlainTable,
  PlainTbody,
  PlainTd,
  PlainTh,
  PlainThead,
  PlainTr,
} from '@/components/plain/PlainTable';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A metadata value as text: objects as JSON, nothing from data ever as markup. */
const textOf = (v: unknown): string =>
  typeof v === 'string' ? v : v === null || v === undefined ? '' : JSON.stringify(v);

/** The alert's metadata as a table: addresses linked to the explorer, every value copyable. */
export function AlertMetaTable({
  meta,
  network,
}: {
  meta: Record<string, unknown> | null | undefined;
  network: Network | undefined;
}) {
  const entries = Object.entries(meta ?? {});
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No metadata.
      </Text>
    );
  return (
    <PlainTable
      withTableBorder
      layout="fixed"
      verticalSpacing={4}
      style={{ fontSize: 'var(--mantine-font-size-sm)' }}
    >
      <PlainThead>
        <PlainTr>
          <PlainTh style={{ width: '35%' }}>Key</PlainTh>
          <PlainTh>Value</PlainTh>
        </PlainTr>
      </PlainThead>
      <PlainTbody>
        {entries.map(([key, value]) => {
          const text = textOf(value);
          return (
            <PlainTr key={key}>
              <PlainTd>
                <Text size="sm" ff="monospace" truncate title={key}>
                  {key}
                </Text>
              </PlainTd>
              <PlainTd>
                {network && ADDRESS.test(text) ? (
                  <AddressText network={network} address={text} />
                ) : (
                  <Group gap={2} wrap="nowrap">
                    <Text size="sm" ff="monospace" truncate title={text}>
                      {text || '—'}
                    </Text>
                    {text && <CopyValueButton value={text} label={`Copy ${key}`} />}
                  </Group>
                )}
              </PlainTd>
            </PlainTr>
          );
        })}
      </PlainTbody>
    </PlainTable>
  );
}
