import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCreateTrigger } from '@/api/trigger/queries';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { TriggerForm } from '../form/TriggerForm';
import { emptyTrigger } from '../form/trigger-values';

const route = getRouteApi('/_app/triggers/new');

/** A new trigger; `?contractId=` (from a contract's Triggers tab) picks its contract. */
export function TriggerCreatePage() {
  const navigate = useNavigate();
  const { contractId } = route.useSearch();
  const create = useCreateTrigger();
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[sectionCrumb('triggers')]}
        title="New trigger"
        subtitle="A built-in rule on one contract, and the alerts it raises when it matches. It needs no detector: detectors are the other way to watch a contract (monitors configured from a schema), and actions can run on the alerts of either."
      />
      <TriggerForm
        initial={emptyTrigger(contractId ?? null)}
        submitLabel="Create trigger"
        presets
        onCancel={() => void navigate({ to: '/triggers' })}
        save={(body) => create.mutateAsync(body)}
        after={(t) => {
          notifications.show({ color: 'teal', message: `Trigger “${t.name}” created` });
          return navigate({ to: '/triggers/$triggerId', params: { triggerId: t.id } });
        }}
      />
    </Stack>
  );
}
