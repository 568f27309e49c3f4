/** The contract rows of the endpoint table (src/api/endpoints.ts assembles the whole table). */
import { SearchBodySchema, UidResponseSchema, searchResultSchema } from '../common';
import { endpoint, CRUD, SEARCH } from '../endpoint';
import {
  ContractFetchSchema,
  ContractSchema,
  CreateContractSchema,
  FetchedContractSchema,
  UpdateContractSchema,
} from './schemas';

// One row per endpoint reads as a table; keep the formatter off it.
// prettier-ignore
export const contractEndpoints = {
  contractSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/contract/search', body: SearchBodySchema, response: searchResultSchema(ContractSchema), source: 'inferred', note: `${SEARCH} (confirmed for contract)` }),
  contractCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/contract', body: CreateContractSchema, response: ContractSchema, source: 'spec', note: 'payload not shown; body of the vendor tools (confirmed)' }),
  contractGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/contract/{id}', body: null, response: ContractSchema, source: 'spec', note: 'payload not shown; answers the Contract record with abi/implAbi (withAbi variant folded in)' }),
  contractGetWithAbi: endpoint({ method: 'GET', access: 'read', path: '/api/v1/contract/{id}/withAbi', body: null, response: ContractSchema, source: 'inferred', note: 'real-service notes, Contracts: GET /contract/{id}/withAbi returns abi and, for a proxy, implAbi (confirmed); the same answer as contractGet' }),
  contractUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/contract/{id}', body: UpdateContractSchema, response: ContractSchema, source: 'inferred', note: `${CRUD} (confirmed for contract)` }),
  contractDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/contract/{id}', body: null, response: UidResponseSchema, source: 'inferred', note: `${CRUD} (confirmed for contract)` }),
  contractFetch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/contract/fetch', body: ContractFetchSchema, response: FetchedContractSchema, source: 'spec', note: 'network field name not shown: chainUid sent, network accepted' }),
  contractAbiDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/contract/{id}/abi', body: null, response: ContractSchema, source: 'spec', note: 'removes the ABI override' }),
} as const;
