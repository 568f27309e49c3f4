import { Badge, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { CopyValueButton } from '@/components/CopyValueButton';
import { canonicalSignature, humanSignature, selectorOrNull, type AbiEntry } from '@/lib/abi';
import { AbiParams } from './AbiParams';
import classes from './AbiViewer.module.css';

const MUTABILITY_COLORS: Record<string, string> = {
  view: 'teal',
  pure: 'teal',
  nonpayable: 'orange',
  payable: 'red',
};

function titleOf(item: AbiEntry): string {
  return 'name' in item ? item.name : item.type;
}

/** One ABI item: a one-line summary; inputs, outputs and copy buttons when opened. */
export function AbiItemRow({ item }: { item: AbiEntry }) {
  const [open, setOpen] = useState(false);
  const signature = humanSignature(item);
  const selector = selectorOrNull(item);
  const canonical =
    item.type === 'function' || item.type === 'event' || item.type === 'error'
      ? canonicalSignature(item)
      : null;
  const mutability = 'stateMutability' in item ? item.stateMutability : null;
  const title = titleOf(item);

  return (
    <li className={classes.row}>
      <Group gap={4} wrap="nowrap">
        <UnstyledButton
          className={classes.toggle}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          <Group gap="xs" wrap="nowrap">
            {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            <Text span ff="monospace" size="sm" fw={600}>
              {title}
            </Text>
            <Text span ff="monospace" size="xs" c="dimmed" truncate="end" flex={1}>
              {signature}
            </Text>
            {mutability && item.type === 'function' && (
              <Badge size="xs" variant="light" color={MUTABILITY_COLORS[mutability] ?? 'gray'}>
                {mutability}
              </Badge>
            )}
            {selector && (
              <Text span ff="monospace" size="xs" c="dimmed">
                {selector.length > 10 ? `${selector.slice(0, 10)}…` : selector}
              </Text>
            )}
          </Group>
        </UnstyledButton>
        {selector && (
          <CopyValueButton
            value={selector}
            label={`Copy ${item.type === 'event' ? 'topic' : 'selector'} of ${title}`}
          />
        )}
      </Group>
      {open && (
        <Stack gap="sm" className={classes.details}>
          <Text ff="monospace" size="sm">
            {signature}
          </Text>
          <Group gap="lg">
            {canonical && (
              <Group gap={4}>
                <Text size="xs" c="dimmed">
                  Signature
                </Text>
                <Text ff="monospace" size="xs">
                  {canonical}
                </Text>
                <CopyValueButton value={canonical} label={`Copy signature of ${title}`} />
              </Group>
            )}
            {selector && (
              <Group gap={4}>
                <Text size="xs" c="dimmed">
                  {item.type === 'event' ? 'Topic' : 'Selector'}
                </Text>
                <Text ff="monospace" size="xs" truncate="end" maw={360}>
                  {selector}
                </Text>
              </Group>
            )}
            <Group gap={4}>
              <Text size="xs" c="dimmed">
                JSON
              </Text>
              <CopyValueButton
                value={JSON.stringify(item, null, 2)}
                label={`Copy JSON of ${title}`}
              />
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {'inputs' in item && <AbiParams title="Inputs" params={item.inputs} />}
            {'outputs' in item && <AbiParams title="Outputs" params={item.outputs} />}
          </SimpleGrid>
        </Stack>
      )}
    </li>
  );
}
