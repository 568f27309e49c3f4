import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { actionQueries } from '@/api/action/queries';
import { ActionsListPage } from '@/features/actions/list/ActionsListPage';
import { actionList, actionSearchBody } from '@/features/actions/list/action-list-search';

export const Route = createFileRoute('/_app/actions/')({
  validateSearch: actionList.schema,
  search: { middlewares: [stripSearchParams(actionList.defaults)] },
  loaderDeps: ({ search }) => ({ body: actionSearchBody(search) }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(actionQueries.list(deps.body));
  },
  component: ActionsListPage,
});
