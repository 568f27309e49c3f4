import { Anchor, Group, Text } from '@mantine/core';
import type { Network } from '@/api/network/schemas';
import { shortAddress } from '@/api/rules/address';
import { explorerTxUrl } from '@/api/rules/networks';
import { CopyValueButton } from './CopyValueButton';

/** A transaction hash, shortened, copyable, linked to its network's explorer when known. */
export function TxHashText({ hash, network }: { hash: string; network?: Network | undefined }) {
  const url = network ? explorerTxUrl(network, hash) : null;
  const short = shortAddress(hash, 8);
  return (
    <Group gap={2} wrap="nowrap">
      {url ? (
        <Anchor
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          ff="monospace"
          title={hash}
          aria-label={`Transaction ${short} in the block explorer`}
        >
          {short}
        </Anchor>
      ) : (
        <Text span size="sm" ff="monospace" title={hash}>
          {short}
        </Text>
      )}
      <CopyValueButton value={hash} label="Copy transaction hash" />
    </Group>
  );
}
