import type { SearchBody } from '../common';
import { destinationEndpoints } from './endpoints';
import {
  readQuery,
  resourceKeys,
  searchQueries,
  useCreate,
  useRemove,
  useUpdate,
  useWrite,
} from '../resource';

export const destinationKeys = resourceKeys('destinations');
export const destinationQueries = {
  ...searchQueries(
    destinationKeys,
    destinationEndpoints.destinationSearch,
    destinationEndpoints.destinationGet,
  ),
  /** The tenant's active contacts, for pickers. */
  active: () =>
    destinationQueries.list({
      where: 'status = ACTIVE',
      sort: [{ field: 'id', order: 'Asc' }],
      size: 1000,
    }),
  /** Every destination of the tenant, disabled ones too (tens, not thousands). */
  all: () => destinationQueries.list({ sort: [{ field: 'id', order: 'Asc' }], size: 1000 }),
  /** A destination's delivery history (test-sends and notifications), newest first. */
  deliveries: readQuery(
    destinationEndpoints.destinationDeliveries,
    ({ id, body }: { id: number; body: SearchBody }) => destinationKeys.of('deliveries', id, body),
    ({ id, body }) => ({ params: { id }, body }),
  ),
};

/** Detectors, triggers and actions embed their destinations. */
const dependents = { also: [['detectors'], ['triggers'], ['actions']] };
export const useCreateDestination = () =>
  useCreate(destinationEndpoints.destinationCreate, destinationKeys);
export const useUpdateDestination = () =>
  useUpdate(destinationEndpoints.destinationUpdate, destinationKeys, dependents);
export const useDeleteDestination = () =>
  useRemove(destinationEndpoints.destinationDelete, destinationKeys, dependents);
/** Sends a test notification; its delivery joins the history. */
export const useTestDestination = () =>
  useWrite(destinationEndpoints.destinationTest, destinationKeys, {
    also: [destinationKeys.of('deliveries')],
  });
