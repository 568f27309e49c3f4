import { Stack, Text } from '@mantine/core';
import type { Contract } from '@/api/contract/schemas';
import { contractLabel } from './contract-directory';

/** Name, network and full address of a contract or wallet (network shown by its uid). */
export function ContractSummary({ id, contract }: { id: number; contract: Contract | undefined }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {contractLabel(contract, id)}
      </Text>
      {contract && (
        <>
          <Text size="xs" c="dimmed">
            {contract.chainUid} · #{id}
          </Text>
          <Text size="xs" ff="monospace" c="dimmed" title={contract.address} truncate>
            {contract.address}
          </Text>
        </>
      )}
    </Stack>
  );
}
