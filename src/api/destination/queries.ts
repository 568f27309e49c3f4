import { endpoints } from '../endpoints';
import { resourceKeys, searchQueries, useCreate, useRemove, useUpdate } from '../resource';

export const destinationKeys = resourceKeys('destinations');
export const destinationQueries = {
  ...searchQueries(destinationKeys, endpoints.destinationSearch, endpoints.destinationGet),
  /** The tenant's active contacts, for pickers. */
  active: () =>
    destinationQueries.list({
      where: 'status = ACTIVE',
      sort: [{ field: 'id', order: 'Asc' }],
      size: 1000,
    }),
};

/** Detectors, triggers and actions embed their destinations. */
const dependents = { also: [['detectors'], ['triggers'], ['actions']] };
export const useCreateDestination = () => useCreate(endpoints.destinationCreate, destinationKeys);
export const useUpdateDestination = () =>
  useUpdate(endpoints.destinationUpdate, destinationKeys, dependents);
export const useDeleteDestination = () =>
  useRemove(endpoints.destinationDelete, destinationKeys, dependents);
