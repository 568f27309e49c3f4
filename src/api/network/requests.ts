import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import type { Network } from './schemas';

export const getNetworkEventParams = (network: Network, signal?: AbortSignal) =>
  callEndpoint(endpoints.networkEventParams, { params: { network }, signal });
