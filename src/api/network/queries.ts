import { networkEndpoints } from './endpoints';
import { readQuery, resourceKeys } from '../resource';
import type { Network } from './schemas';

export const networkKeys = resourceKeys('networks');
export const networkQueries = {
  /** Per-network reference data: it changes with service releases, not with user actions. */
  eventParams: readQuery(
    networkEndpoints.networkEventParams,
    (network: Network) => networkKeys.of('event-params', network),
    (network) => ({ params: { network } }),
    { staleTime: 10 * 60_000 },
  ),
};
