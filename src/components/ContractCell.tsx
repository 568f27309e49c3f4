import { Group, Stack, Text } from '@mantine/core';
import type { Contract } from '@/api/contract/schemas';
import { NetworkIcon } from '@/components/NetworkBadge';
import { contractLabel, shortAddress } from '@/lib/contract-directory';

/** A table cell naming a contract: network icon, name and short address (`#id` while unknown). */
export function ContractCell({
  contract,
  id,
}: {
  contract: Contract | undefined;
  id?: number | null;
}) {
  if (!contract) return <>{id ? `#${id}` : '—'}</>;
  const name = contractLabel(contract, contract.id);
  return (
    <Group gap={6} wrap="nowrap" title={`${name} · ${contract.address}`}>
      <NetworkIcon network={contract.chainUid} size={18} />
      <Stack gap={0} miw={0}>
        <Text size="sm" truncate>
          {name}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {shortAddress(contract.address)}
        </Text>
      </Stack>
    </Group>
  );
}
