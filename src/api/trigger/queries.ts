import { triggerEndpoints } from './endpoints';
import { resourceKeys, searchQueries, useCreate, useRemove, useUpdate } from '../resource';

export const triggerKeys = resourceKeys('triggers');
export const triggerQueries = {
  ...searchQueries(triggerKeys, triggerEndpoints.triggerSearch, triggerEndpoints.triggerGet),
  /** Every trigger (with its alerts) of one contract. */
  ofContract: (contractId: number) =>
    triggerQueries.list({
      where: `contractId = ${contractId}`,
      sort: [{ field: 'name', order: 'Asc' }],
      size: 1000,
    }),
  /** The tenant's first 1,000 triggers by name, with their alerts (bindings may name any). */
  picker: () =>
    triggerQueries.list({ sort: [{ field: 'name', order: 'Asc' }], size: 1000, trackTotal: true }),
};

/** Actions embed their trigger-alert bindings. */
const dependents = { also: [['actions']] };
export const useCreateTrigger = () => useCreate(triggerEndpoints.triggerCreate, triggerKeys);
export const useUpdateTrigger = () =>
  useUpdate(triggerEndpoints.triggerUpdate, triggerKeys, dependents);
export const useDeleteTrigger = () =>
  useRemove(triggerEndpoints.triggerDelete, triggerKeys, dependents);
