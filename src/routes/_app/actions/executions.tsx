import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ExecutionsListPage } from '@/features/actions/executions/ExecutionsListPage';
import { executionList } from '@/features/actions/executions/execution-list-search';

export const Route = createFileRoute('/_app/actions/executions')({
  validateSearch: executionList.schema,
  search: { middlewares: [stripSearchParams(executionList.defaults)] },
  component: ExecutionsListPage,
});
