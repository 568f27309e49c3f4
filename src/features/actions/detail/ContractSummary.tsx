import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { contractQueries } from '@/api/contract/queries';
import type { Contract } from '@/api/contract/schemas';
import { AddressText } from '@/components/AddressText';
import { AnchorLink } from '@/components/links';
import { NetworkBadge } from '@/components/NetworkBadge';
import { contractLabel } from '@/lib/contract-directory';

interface Props {
  id: number;
  contract: Contract | undefined;
  /** Link the name to the contract's page (off inside a form, where leaving would ask). */
  link?: boolean;
  /** Still loading: the two lines below the name are held by skeletons of their height, so the
   * page below does not move when they come. */
  pending?: boolean;
}

/** Name, network (icon and display name) and address (copy, explorer) of a contract or wallet. */
export function ContractSummary({ id, contract, link = true, pending = false }: Props) {
  const name = contractLabel(contract, id);
  return (
    <Stack gap={2} miw={0}>
      {link ? (
        <AnchorLink
          to="/contracts/$contractId"
          params={{ contractId: id }}
          size="sm"
          fw={500}
          truncate
        >
          {name}
        </AnchorLink>
      ) : (
        <Text size="sm" fw={500} truncate>
          {name}
        </Text>
      )}
      {contract && (
        <>
          <Group gap={6} wrap="nowrap">
            <NetworkBadge network={contract.chainUid} size="xs" />
            <Text span size="xs" c="dimmed">
              · #{id}
            </Text>
          </Group>
          <AddressText network={contract.chainUid} address={contract.address} size="xs" />
        </>
      )}
      {!contract && pending && (
        <>
          <Skeleton h={20} w={140} />
          <Skeleton h="calc(var(--mantine-font-size-xs) * var(--mantine-line-height-xs))" />
        </>
      )}
    </Stack>
  );
}

/**
 * The summary of the contract or wallet with this id, asked for here: when it comes, this redraws
 * alone, not the page around it (a page's redraw is a long task on a slow phone).
 */
export function ContractSummaryOf({ id }: { id: number }) {
  const { data, isPending } = useQuery(contractQueries.detail(id));
  return <ContractSummary id={id} contract={data} pending={isPending} />;
}
