import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { AlertsPage } from '@/features/alerts/AlertsPage';
import { alertList } from '@/features/alerts/alert-list-search';

export const Route = createFileRoute('/_app/alerts')({
  validateSearch: alertList.schema,
  search: { middlewares: [stripSearchParams(alertList.defaults)] },
  component: AlertsPage,
});
