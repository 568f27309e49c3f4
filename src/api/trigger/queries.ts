import { z } from 'zod/mini';
import { TriggerAlertSchema, TriggerSchema } from './schemas';
import { triggerEndpoints } from './endpoints';
import { FIRST_1000_BY_NAME, ofContract, pickQuery, someFields } from '../pick';
import { resourceKeys, searchQueries, useCreate, useRemove, useUpdate } from '../resource';

export const triggerKeys = resourceKeys('triggers');
/** What the pickers and the alert feed name of a trigger and its alerts. */
const TriggerPickSchema = z.object({
  ...someFields(TriggerSchema, { id: true, name: true, contractId: true, status: true }).shape,
  alerts: z.nullish(
    z.array(someFields(TriggerAlertSchema, { id: true, name: true, severity: true, status: true })),
  ),
});
export type TriggerPick = z.infer<typeof TriggerPickSchema>;
const pick = pickQuery(triggerKeys, triggerEndpoints.triggerSearch, TriggerPickSchema);
export const triggerQueries = {
  ...searchQueries(triggerKeys, triggerEndpoints.triggerSearch, triggerEndpoints.triggerGet),
  /** Every trigger (with its alerts) of one contract. */
  ofContract: (contractId: number) => triggerQueries.list(ofContract(contractId)),
  /** The same, named for the action's binding pickers. */
  pickOfContract: (contractId: number) => pick(ofContract(contractId)),
  /** The tenant's first 1,000 triggers by name, with their alerts: bindings may name any; the alert feed. */
  picker: () => pick(FIRST_1000_BY_NAME),
};

/** Actions embed their trigger-alert bindings. */
const dependents = { also: [['actions']] };
export const useCreateTrigger = () => useCreate(triggerEndpoints.triggerCreate, triggerKeys);
export const useUpdateTrigger = () =>
  useUpdate(triggerEndpoints.triggerUpdate, triggerKeys, dependents);
export const useDeleteTrigger = () =>
  useRemove(triggerEndpoints.triggerDelete, triggerKeys, dependents);
