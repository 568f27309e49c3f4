import type { SearchBody } from '../common';
import { tokenomicsEndpoints } from './endpoints';
import { readQuery, resourceKeys, useCreate, useRemove, useUpdate } from '../resource';

export const tokenomicsKeys = resourceKeys('tokenomics');

/** A token's categories with their schedules: few per token, so one page holds them all. */
export const categoriesBody = (contractId: number): SearchBody => ({
  where: `contractId = ${contractId}`,
  sort: [{ field: 'name', order: 'Asc' }],
  size: 1000,
  trackTotal: true,
});

export const tokenomicsQueries = {
  list: readQuery(
    tokenomicsEndpoints.tokenomicsCategorySearch,
    tokenomicsKeys.list,
    (body: SearchBody) => ({
      body,
    }),
  ),
  forContract: (contractId: number) => tokenomicsQueries.list(categoriesBody(contractId)),
};

export const useCreateTokenomicsCategory = () =>
  useCreate(tokenomicsEndpoints.tokenomicsCategoryCreate, tokenomicsKeys);
export const useUpdateTokenomicsCategory = () =>
  useUpdate(tokenomicsEndpoints.tokenomicsCategoryUpdate, tokenomicsKeys);
export const useDeleteTokenomicsCategory = () =>
  useRemove(tokenomicsEndpoints.tokenomicsCategoryDelete, tokenomicsKeys);
