import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { triggerQueries, useUpdateTrigger } from '@/api/trigger/queries';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { AnchorLink } from '@/components/links';
import { TriggerForm } from '../form/TriggerForm';
import { triggerToForm } from '../form/trigger-config';

const route = getRouteApi('/_app/triggers/$triggerId/edit');

/** Edit a stored trigger, saved with `PUT /trigger/{id}`. */
export function TriggerEditPage() {
  const { triggerId } = route.useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: trigger } = useSuspenseQuery(triggerQueries.detail(triggerId));
  const update = useUpdateTrigger();
  const toDetail = () => navigate({ to: '/triggers/$triggerId', params: { triggerId } });
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[
          sectionCrumb('triggers'),
          <AnchorLink key="t" to="/triggers/$triggerId" params={{ triggerId }}>
            {trigger.name}
          </AnchorLink>,
        ]}
        title="Edit trigger"
        record={trigger.name}
        subtitle="Alerts are kept by name: renaming an alert makes it a new one, without the actions bound to the old."
      />
      <TriggerForm
        initial={triggerToForm(trigger)}
        submitLabel="Save changes"
        onCancel={() => void toDetail()}
        freshness={{
          loadedAt: trigger.updatedAt,
          fetchCurrent: () =>
            queryClient.fetchQuery({ ...triggerQueries.detail(triggerId), staleTime: 0 }),
        }}
        save={(body) => update.mutateAsync({ id: triggerId, body })}
        after={() => {
          notifications.show({ color: 'teal', message: 'Changes saved' });
          return toDetail();
        }}
      />
    </Stack>
  );
}
