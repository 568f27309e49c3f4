import { ActionIcon, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { Network } from '@/api/network/schemas';
import { shortAddress } from '@/lib/contract-directory';
import { explorerUrl, networkInfo } from '@/api/rules/networks';
import { CopyValueButton } from './CopyValueButton';
import { Hint } from './Hint';

interface Props {
  network: Network;
  address: string;
  /** Show the whole address instead of `0x1234…abcd`. */
  full?: boolean;
  /** `xs` under a name, as a secondary line. */
  size?: 'xs' | 'sm';
}

/**
 * An address as text, shortened with the whole value on hover, copyable, linked to the explorer.
 * Its hints are the CSS-only `Hint`: a table shows one per row, and a page that shows one need not
 * load Tooltip's positioning engine for it.
 */
export function AddressText({ network, address, full, size = 'sm' }: Props) {
  const url = explorerUrl(network, address);
  return (
    <Group gap={2} wrap="nowrap">
      {full ? (
        <Text span ff="monospace" size={size} c={size === 'xs' ? 'dimmed' : undefined}>
          {address}
        </Text>
      ) : (
        <Hint label={address} align="start" describe={false}>
          <Text
            span
            ff="monospace"
            size={size}
            c={size === 'xs' ? 'dimmed' : undefined}
            truncate="end"
          >
            {shortAddress(address)}
          </Text>
        </Hint>
      )}
      <CopyValueButton value={address} label="Copy address" />
      {url && (
        <Hint label={`Open in ${networkInfo(network).name} explorer`} align="end" describe={false}>
          <ActionIcon
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`Open ${shortAddress(address)} in the block explorer`}
          >
            <IconExternalLink size={14} />
          </ActionIcon>
        </Hint>
      )}
    </Group>
  );
}
