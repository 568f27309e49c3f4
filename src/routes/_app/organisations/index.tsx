import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { organisationQueries } from '@/api/organisation/queries';
import { OrganisationsListPage } from '@/features/organisations/OrganisationsListPage';
import {
  organisationList,
  organisationSearchBody,
} from '@/features/organisations/organisation-list-search';

export const Route = createFileRoute('/_app/organisations/')({
  validateSearch: organisationList.schema,
  search: { middlewares: [stripSearchParams(organisationList.defaults)] },
  loaderDeps: ({ search }) => ({ body: organisationSearchBody(search) }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(organisationQueries.list(deps.body));
  },
  component: OrganisationsListPage,
});
