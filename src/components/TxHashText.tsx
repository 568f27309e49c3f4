import { Anchor, Group, Text } from '@mantine/core';
import type { Network } from '@/api/network/schemas';
import { shortAddress } from '@/lib/contract-directory';
import { explorerTxUrl } from '@/api/rules/networks';
import { CopyValueButton } from './CopyValueButton';

/** A transaction hash, shortened, linked to the network's explorer when it has one, copyable. */
export function TxHashText({
  network,
  hash,
  copy = true,
}: {
  network: Network | undefined;
  hash: string;
  copy?: boolean;
}) {
  const url = network ? explorerTxUrl(network, hash) : null;
  const short = shortAddress(hash, 6, 4);
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
      {copy && <CopyValueButton value={hash} label="Copy transaction hash" />}
    </Group>
  );
}
