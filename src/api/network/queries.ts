import { queryOptions } from '@tanstack/react-query';
import { getNetworkEventParams } from './requests';
import type { Network } from './schemas';

export const networkKeys = {
  all: ['networks'] as const,
  eventParams: (network: Network) => [...networkKeys.all, 'event-params', network] as const,
};

export const networkQueries = {
  /** Per-network reference data: it changes with service releases, not with user actions. */
  eventParams: (network: Network) =>
    queryOptions({
      queryKey: networkKeys.eventParams(network),
      queryFn: ({ signal }) => getNetworkEventParams(network, signal),
      staleTime: 10 * 60_000,
    }),
};
