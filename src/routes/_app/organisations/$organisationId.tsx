import { createFileRoute } from '@tanstack/react-router';
import { organisationQueries } from '@/api/organisation/queries';
import { OrganisationDetailPage } from '@/features/organisations/OrganisationDetailPage';
import { loadRecord } from '@/lib/load-record';
import { idParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/organisations/$organisationId')({
  params: idParam('organisationId'),
  loader: ({ context, params }) =>
    loadRecord(
      context.queryClient.ensureQueryData(organisationQueries.detail(params.organisationId)),
    ),
  component: OrganisationDetailPage,
});
