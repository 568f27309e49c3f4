import { ActionIcon, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { Network } from '@/api/network/schemas';
import { shortAddress } from '@/lib/contract-directory';
import { explorerUrl, networkInfo } from '@/api/rules/networks';
import { CopyValueButton } from './CopyValueButton';

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
 * Its hints are the browser's own (`title`): a Tooltip would load its positioning engine on every
 * page that shows an address, and the CSS-only `Hint` is cut off inside a table's cells.
 */
export function AddressText({ network, address, full, size = 'sm' }: Props) {
  const url = explorerUrl(network, address);
  const short = shortAddress(address);
  const explorer = `Open ${short} in the ${networkInfo(network).name} explorer`;
  return (
    <Group gap={2} wrap="nowrap">
      <Text
        span
        ff="monospace"
        size={size}
        c={size === 'xs' ? 'dimmed' : undefined}
        truncate={full ? undefined : 'end'}
        title={full ? undefined : address}
      >
        {full ? address : short}
      </Text>
      <CopyValueButton value={address} label="Copy address" />
      {url && (
        <ActionIcon
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={explorer}
          title={explorer}
        >
          <IconExternalLink size={14} />
        </ActionIcon>
      )}
    </Group>
  );
}
