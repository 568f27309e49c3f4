import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { destinationQueries, useUpdateDestination } from '@/api/destination/queries';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { AnchorLink } from '@/components/links';
import { DestinationForm } from '@/components/destination/DestinationForm';
import { destinationDefaults } from '@/components/destination/destination-form';
import { destinationName } from '@/components/destination/destination-text';

const route = getRouteApi('/_app/destinations/$destinationId/edit');

export function DestinationEditPage() {
  const { destinationId } = route.useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: d } = useSuspenseQuery(destinationQueries.detail(destinationId));
  const update = useUpdateDestination();
  const toDetail = () =>
    navigate({ to: '/destinations/$destinationId', params: { destinationId } });
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[
          sectionCrumb('destinations'),
          <AnchorLink key="d" to="/destinations/$destinationId" params={{ destinationId }}>
            {destinationName(d)}
          </AnchorLink>,
        ]}
        title="Edit destination"
        record={destinationName(d)}
      />
      <DestinationForm
        defaultValues={destinationDefaults(d)}
        savedHeaders={d.headers ?? {}}
        editingId={destinationId}
        submitLabel="Save changes"
        onCancel={() => void toDetail()}
        freshness={{
          loadedAt: d.updatedAt,
          fetchCurrent: () =>
            queryClient.fetchQuery({ ...destinationQueries.detail(destinationId), staleTime: 0 }),
        }}
        save={(body) => update.mutateAsync({ id: destinationId, body })}
        after={() => {
          notifications.show({ color: 'teal', message: 'Changes saved' });
          return toDetail();
        }}
      />
    </Stack>
  );
}
