import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { contractQueries } from '@/api/contract/queries';
import { ContractsListPage } from '@/features/contracts/ContractsListPage';
import { contractList, contractSearchBody } from '@/features/contracts/contract-list-search';

export const Route = createFileRoute('/_app/contracts/')({
  validateSearch: contractList.schema,
  search: { middlewares: [stripSearchParams(contractList.defaults)] },
  loaderDeps: ({ search }) => ({ body: contractSearchBody(search) }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(contractQueries.list(deps.body));
  },
  component: ContractsListPage,
});
