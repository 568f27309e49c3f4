import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { TriggersListPage } from '@/features/triggers/list/TriggersListPage';
import { triggerList } from '@/features/triggers/list/trigger-list-search';

export const Route = createFileRoute('/_app/triggers/')({
  validateSearch: triggerList.schema,
  search: { middlewares: [stripSearchParams(triggerList.defaults)] },
  component: TriggersListPage,
});
