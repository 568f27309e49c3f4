import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
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

/** An address as text, shortened with the whole value on hover, copyable, linked to the explorer. */
export function AddressText({ network, address, full, size = 'sm' }: Props) {
  const url = explorerUrl(network, address);
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={address} disabled={full} withArrow>
        <Text
          span
          ff="monospace"
          size={size}
          c={size === 'xs' ? 'dimmed' : undefined}
          truncate={full ? undefined : 'end'}
        >
          {full ? address : shortAddress(address)}
        </Text>
      </Tooltip>
      <CopyValueButton value={address} label="Copy address" />
      {url && (
        <Tooltip label={`Open in ${networkInfo(network).name} explorer`} withArrow>
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
        </Tooltip>
      )}
    </Group>
  );
}
