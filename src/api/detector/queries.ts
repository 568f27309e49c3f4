import type { SearchBody } from '../common';
import { endpoints } from '../endpoints';
import { resourceKeys, searchQueries, useCreate, useRemove, useUpdate } from '../resource';

export const detectorKeys = resourceKeys('detectors');
export const detectorQueries = {
  ...searchQueries(detectorKeys, endpoints.detectorSearch, endpoints.detectorGet),
  /** Every detector of one contract (the pickers of the action builder). */
  ofContract: (contractId: number) => detectorQueries.list(ofContract(contractId)),
};
const ofContract = (contractId: number): SearchBody => ({
  where: `contractId = ${contractId}`,
  sort: [{ field: 'name', order: 'Asc' }],
  size: 1000,
});

/** Actions embed their detector bindings. */
const dependents = { also: [['actions']] };
export const useCreateDetector = () => useCreate(endpoints.detectorCreate, detectorKeys);
export const useUpdateDetector = () =>
  useUpdate(endpoints.detectorUpdate, detectorKeys, dependents);
export const useDeleteDetector = () =>
  useRemove(endpoints.detectorDelete, detectorKeys, dependents);
