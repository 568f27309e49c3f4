import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { contractQueries } from '@/api/contract/queries';
import type { Network } from '@/api/network/schemas';
import { addressProblem } from '@/api/rules/address';
import { addressIdentity } from '@/api/rules/address-identity';
import { networkInfo } from '@/api/rules/networks';
import { AnchorLink } from '@/components/links';
import { ALL_CONTRACTS, contractTitle } from '@/lib/contract-directory';
import { ALERT_LINK } from '@/components/inline-styles';

interface Props {
  network: Network | null;
  address: string;
  /** The record being edited, which may keep its own address. */
  exceptId?: number;
}

/**
 * Said as soon as a valid address is typed: the tenant has it on this network already, with a
 * link to it (a second record is taken, spec-gaps #38, and would split its monitors and alerts). The explorer's fetch cannot say so for an
 * address it does not know.
 */
export function ExistingAddressNote({ network, address, exceptId }: Props) {
  const valid = network !== null && !addressProblem(network, address);
  // The tenant's directory of contracts, cached once for every screen that names them (one
  // query per network typed was the same records again).
  const directory = useQuery({ ...contractQueries.list(ALL_CONTRACTS), enabled: valid });
  if (!valid || !network) return null;
  const key = addressIdentity(address);
  const existing = directory.data?.data.find(
    (c) => c.id !== exceptId && c.chainUid === network && addressIdentity(c.address) === key,
  );
  if (!existing) return null;
  const kind = existing.addressType === 'WALLET' ? 'wallet' : 'contract';
  return (
    <Alert color="orange" variant="light" title="Already in your tenant">
      This address is your {kind}{' '}
      <AnchorLink
        to="/contracts/$contractId"
        params={{ contractId: existing.id }}
        fw={600}
        style={ALERT_LINK}
      >
        {contractTitle(existing)}
      </AnchorLink>{' '}
      on {networkInfo(network).name}. Saving adds a second record of it, with monitors and alerts of
      its own: open that one instead to watch it more.
    </Alert>
  );
}
