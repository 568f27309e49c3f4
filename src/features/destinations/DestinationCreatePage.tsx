import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useCreateDestination } from '@/api/destination/queries';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { DestinationForm } from '@/components/destination/DestinationForm';
import { emptyDestination } from '@/components/destination/destination-form';
import { destinationName, isUnbound } from '@/components/destination/destination-text';

export function DestinationCreatePage() {
  const navigate = useNavigate();
  const create = useCreateDestination();
  return (
    <Stack gap="md">
      <DetailHeader crumbs={[sectionCrumb('destinations')]} title="New destination" />
      <DestinationForm
        defaultValues={emptyDestination}
        submitLabel="Create destination"
        onCancel={() => void navigate({ to: '/destinations' })}
        save={(body) => create.mutateAsync(body)}
        after={(d) => {
          notifications.show({
            color: 'teal',
            message: isUnbound(d)
              ? `Destination “${destinationName(d)}” created: now bind the chat`
              : `Destination “${destinationName(d)}” created`,
          });
          return navigate({ to: '/destinations/$destinationId', params: { destinationId: d.id } });
        }}
      />
    </Stack>
  );
}
