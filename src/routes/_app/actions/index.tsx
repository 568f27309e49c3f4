import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { actionQueries } from '@/api/action/queries';
import { ActionsListPage } from '@/features/actions/ActionsListPage';
import {
  ACTION_LIST_DEFAULTS,
  ActionListSearchSchema,
  actionSearchBody,
} from '@/features/actions/action-list-search';

export const Route = createFileRoute('/_app/actions/')({
  validateSearch: ActionListSearchSchema,
  search: { middlewares: [stripSearchParams(ACTION_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(actionQueries.list(actionSearchBody(deps)));
  },
  component: ActionsListPage,
});
