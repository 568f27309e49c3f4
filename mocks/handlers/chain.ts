import type { Implementations } from '../lib/implement';
import { actionResolvers } from './action';
import { executionResolvers } from './action-execution';
import { contractResolvers } from './contract';
import { detectorResolvers } from './detector';
import { schemaResolvers } from './schema';
import { tokenomicsResolvers } from './tokenomics';
import { triggerResolvers } from './trigger';

/** Contracts, detector schemas, detectors, triggers, actions, tokenomics and documentation. */
export type ChainImpl = Pick<
  Implementations,
  | 'contractSearch'
  | 'contractCreate'
  | 'contractGet'
  | 'contractGetWithAbi'
  | 'contractUpdate'
  | 'contractDelete'
  | 'contractFetch'
  | 'contractAbiDelete'
  | 'networkEventParams'
  | 'tokenomicsCategoryCreate'
  | 'tokenomicsCategorySearch'
  | 'tokenomicsCategoryUpdate'
  | 'tokenomicsCategoryDelete'
  | 'documentationSearch'
  | 'documentationUpdate'
  | 'schemaSearch'
  | 'schemaGet'
  | 'schemaCreate'
  | 'schemaUpdate'
  | 'schemaDelete'
  | 'detectorSearch'
  | 'detectorCreate'
  | 'detectorGet'
  | 'detectorUpdate'
  | 'detectorDelete'
  | 'triggerSearch'
  | 'triggerCreate'
  | 'triggerGet'
  | 'triggerUpdate'
  | 'triggerDelete'
  | 'actionCreate'
  | 'actionSearch'
  | 'actionGet'
  | 'actionUpdate'
  | 'actionDelete'
  | 'actionRun'
  | 'actionExecutionSearch'
>;

export const chainResolvers: ChainImpl = {
  ...contractResolvers,
  ...tokenomicsResolvers,
  ...schemaResolvers,
  ...detectorResolvers,
  ...triggerResolvers,
  ...actionResolvers,
  ...executionResolvers,
};
