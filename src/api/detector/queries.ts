import { DetectorRecordSchema } from './schemas';
import type { SearchBody } from '../common';
import { detectorEndpoints } from './endpoints';
import { pickQuery, someFields } from '../pick';
import { resourceKeys, searchQueries, useCreate, useRemove, useUpdate } from '../resource';

export const detectorKeys = resourceKeys('detectors');
/** What the action's binding pickers name of a detector. */
const DetectorPickSchema = someFields(DetectorRecordSchema, {
  id: true,
  name: true,
  contractId: true,
  status: true,
});
const pick = pickQuery(detectorKeys, detectorEndpoints.detectorSearch, DetectorPickSchema);
export const detectorQueries = {
  ...searchQueries(detectorKeys, detectorEndpoints.detectorSearch, detectorEndpoints.detectorGet),
  /** Every detector of one contract, named for the action's binding pickers. */
  pickOfContract: (contractId: number) => pick(ofContract(contractId)),
  /** The tenant's first 1,000 detectors by name (bindings may name any contract's). */
  picker: () => pick({ sort: [{ field: 'name', order: 'Asc' }], size: 1000, trackTotal: true }),
};
const ofContract = (contractId: number): SearchBody => ({
  where: `contractId = ${contractId}`,
  sort: [{ field: 'name', order: 'Asc' }],
  size: 1000,
});

/** Actions embed their detector bindings. */
const dependents = { also: [['actions']] };
export const useCreateDetector = () => useCreate(detectorEndpoints.detectorCreate, detectorKeys);
export const useUpdateDetector = () =>
  useUpdate(detectorEndpoints.detectorUpdate, detectorKeys, dependents);
export const useDeleteDetector = () =>
  useRemove(detectorEndpoints.detectorDelete, detectorKeys, dependents);
