import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { actionQueries, useCreateAction } from '@/api/action/queries';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { PageLoader } from '@/components/PageLoader';
import { useDraftKey } from './draft-key';
import { actionToForm } from './action-values';
import { ActionBuilderForm } from './ActionBuilderForm';

const route = getRouteApi('/_app/actions/new');

export function ActionCreatePage() {
  const navigate = useNavigate();
  const { from } = route.useSearch();
  const create = useCreateAction();
  const draftKey = useDraftKey();
  const source = useQuery({ ...actionQueries.detail(from ?? 0), enabled: from !== undefined });
  if (from !== undefined && !source.data) return <PageLoader />;
  const copy = source.data;
  const key = draftKey + (copy ? `:copy-of-${copy.id}` : '');
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[sectionCrumb('actions')]}
        title={copy ? `Duplicate “${copy.name}”` : 'New action'}
        subtitle={
          copy
            ? 'A new action that starts as a copy: change what differs, then create it.'
            : 'A contract call your wallet sends when an alert fires.'
        }
      />
      <ActionBuilderForm
        key={key}
        draftKey={key}
        initial={copy ? { ...actionToForm(copy), name: `Copy of ${copy.name}` } : undefined}
        submitLabel="Create action"
        onCancel={() => void navigate({ to: '/actions' })}
        save={(body) => create.mutateAsync(body)}
        after={(action) => {
          notifications.show({ color: 'teal', message: `Action “${action.name}” created` });
          return navigate({ to: '/actions/$actionId', params: { actionId: action.id } });
        }}
      />
    </Stack>
  );
}
