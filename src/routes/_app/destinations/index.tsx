import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { destinationQueries } from '@/api/destination/queries';
import { DestinationsListPage } from '@/features/destinations/DestinationsListPage';
import {
  destinationList,
  destinationSearchBody,
} from '@/features/destinations/destination-list-search';

export const Route = createFileRoute('/_app/destinations/')({
  validateSearch: destinationList.schema,
  search: { middlewares: [stripSearchParams(destinationList.defaults)] },
  loaderDeps: ({ search }) => ({ body: destinationSearchBody(search) }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(destinationQueries.list(deps.body));
  },
  component: DestinationsListPage,
});
