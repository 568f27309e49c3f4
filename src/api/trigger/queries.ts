import type { SearchBody } from '../common';
import { triggerEndpoints } from './endpoints';
import { TriggerPickSchema } from './schemas';
import {
  pickQuery,
  resourceKeys,
  searchQueries,
  useCreate,
  useRemove,
  useUpdate,
} from '../resource';

export const triggerKeys = resourceKeys('triggers');
const pick = pickQuery(triggerKeys, triggerEndpoints.triggerSearch, TriggerPickSchema);
export const triggerQueries = {
  ...searchQueries(triggerKeys, triggerEndpoints.triggerSearch, triggerEndpoints.triggerGet),
  /** Every trigger (with its alerts) of one contract. */
  ofContract: (contractId: number) => triggerQueries.list(ofContract(contractId)),
  /** The same, named for the action's binding pickers. */
  pickOfContract: (contractId: number) => pick(ofContract(contractId)),
  /** The tenant's first 1,000 triggers by name, with their alerts (bindings may name any). */
  picker: () => pick({ sort: [{ field: 'name', order: 'Asc' }], size: 1000, trackTotal: true }),
};
const ofContract = (contractId: number): SearchBody => ({
  where: `contractId = ${contractId}`,
  sort: [{ field: 'name', order: 'Asc' }],
  size: 1000,
});

/** Actions embed their trigger-alert bindings. */
const dependents = { also: [['actions']] };
export const useCreateTrigger = () => useCreate(triggerEndpoints.triggerCreate, triggerKeys);
export const useUpdateTrigger = () =>
  useUpdate(triggerEndpoints.triggerUpdate, triggerKeys, dependents);
export const useDeleteTrigger = () =>
  useRemove(triggerEndpoints.triggerDelete, triggerKeys, dependents);
