import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { actionQueries, useUpdateAction } from '@/api/action/queries';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { AnchorLink } from '@/components/links';
import { actionToForm } from './action-values';
import { ActionBuilderForm } from './ActionBuilderForm';

const route = getRouteApi('/_app/actions/$actionId/edit');

/** Edit a stored action: the builder filled from it, saved with `PUT /action/{id}`. */
export function ActionEditPage() {
  const { actionId } = route.useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: action } = useSuspenseQuery(actionQueries.detail(actionId));
  const update = useUpdateAction();
  const toDetail = () => navigate({ to: '/actions/$actionId', params: { actionId } });
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[
          sectionCrumb('actions'),
          <AnchorLink key="c1" to="/actions/$actionId" params={{ actionId }}>
            {action.name}
          </AnchorLink>,
        ]}
        title="Edit action"
        record={action.name}
        subtitle="Saving replaces the action: its bindings and destinations become what you see here."
      />
      <ActionBuilderForm
        draftKey={null}
        initial={actionToForm(action)}
        submitLabel="Save changes"
        onCancel={() => void toDetail()}
        freshness={{
          loadedAt: action.updatedAt,
          fetchCurrent: () =>
            queryClient.fetchQuery({ ...actionQueries.detail(actionId), staleTime: 0 }),
        }}
        save={(body) => update.mutateAsync({ id: actionId, body })}
        after={() => {
          notifications.show({ color: 'teal', message: 'Changes saved' });
          return toDetail();
        }}
      />
    </Stack>
  );
}
