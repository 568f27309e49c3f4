import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { contractQueries } from '@/api/contract/queries';
import { ContractsListPage } from '@/features/contracts/ContractsListPage';
import {
  CONTRACT_LIST_DEFAULTS,
  ContractListSearchSchema,
  contractSearchBody,
} from '@/features/contracts/contract-list-search';

export const Route = createFileRoute('/_app/contracts/')({
  validateSearch: ContractListSearchSchema,
  search: { middlewares: [stripSearchParams(CONTRACT_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(contractQueries.list(contractSearchBody(deps)));
  },
  component: ContractsListPage,
});
