/** The network rows of the endpoint table (src/api/endpoints.ts assembles the whole table). */
import { endpoint } from '../endpoint';
import { NetworkEventParamsSchema } from './schemas';

// One row per endpoint reads as a table; keep the formatter off it.
// prettier-ignore
export const networkEndpoints = {
  networkEventParams: endpoint({ method: 'GET', access: 'read', path: '/api/v1/network/{network}/params/event', body: null, response: NetworkEventParamsSchema, source: 'spec', note: 'content not shown: any JSON object' }),
} as const;
