import type { SearchBody } from '../common';
import { endpoints } from '../endpoints';
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
  list: readQuery(endpoints.tokenomicsCategorySearch, tokenomicsKeys.list, (body: SearchBody) => ({
    body,
  })),
  forContract: (contractId: number) => tokenomicsQueries.list(categoriesBody(contractId)),
};

export const useCreateTokenomicsCategory = () =>
  useCreate(endpoints.tokenomicsCategoryCreate, tokenomicsKeys);
export const useUpdateTokenomicsCategory = () =>
  useUpdate(endpoints.tokenomicsCategoryUpdate, tokenomicsKeys);
export const useDeleteTokenomicsCategory = () =>
  useRemove(endpoints.tokenomicsCategoryDelete, tokenomicsKeys);
