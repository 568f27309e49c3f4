import { z } from 'zod/mini';
import { DetectorRecordSchema, DetectorSchemaSchema } from './schemas';
import { detectorEndpoints } from './endpoints';
import { FIRST_1000_BY_NAME, ofContract, pickQuery, someFields } from '../pick';
import { resourceKeys, searchQueries, useCreate, useRemove, useUpdate } from '../resource';

export const detectorKeys = resourceKeys('detectors');
/**
 * What the pickers and the alert feed name of a detector: its name, contract and status, and its
 * schema by name, title and version (the feed's "raised by").
 */
const DetectorPickSchema = z.object({
  ...someFields(DetectorRecordSchema, { id: true, name: true, contractId: true, status: true })
    .shape,
  schema: z.nullish(someFields(DetectorSchemaSchema, { name: true, title: true, version: true })),
});
export type DetectorPick = z.infer<typeof DetectorPickSchema>;
const pick = pickQuery(detectorKeys, detectorEndpoints.detectorSearch, DetectorPickSchema);
export const detectorQueries = {
  ...searchQueries(detectorKeys, detectorEndpoints.detectorSearch, detectorEndpoints.detectorGet),
  /** Every detector of one contract, named for the action's binding pickers. */
  pickOfContract: (contractId: number) => pick(ofContract(contractId)),
  /** The tenant's first 1,000 detectors by name: bindings may name any contract's; the alert feed. */
  picker: () => pick(FIRST_1000_BY_NAME),
};

/** Actions embed their detector bindings. */
const dependents = { also: [['actions']] };
export const useCreateDetector = () => useCreate(detectorEndpoints.detectorCreate, detectorKeys);
export const useUpdateDetector = () =>
  useUpdate(detectorEndpoints.detectorUpdate, detectorKeys, dependents);
export const useDeleteDetector = () =>
  useRemove(detectorEndpoints.detectorDelete, detectorKeys, dependents);
