import { Badge, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { memo, useState } from 'react';
import { actionQueries, useDeleteAction, useUpdateAction } from '@/api/action/queries';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { statusToggle } from '@/components/list/status-toggle';
import type { Action } from '@/api/action/schemas';
import { contractQueries } from '@/api/contract/queries';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { announceDeleted } from '@/components/delete/announce-deleted';
import { lazyDialog } from '@/components/lazy-dialog';
import { ButtonLink } from '@/components/links';
import { Timestamp } from '@/components/Timestamp';
import { describeGas } from '@/lib/gas';
import { ActionBindingsView } from './ActionBindingsView';
import { ActionFunctionCard } from './ActionFunctionCard';
import { ContractSummaryOf } from './ContractSummary';
import { DestinationLabel } from '@/components/DestinationLabel';
import { DeleteButton } from '@/components/DeleteButton';
import { DetailField } from '@/components/DetailField';
import { ActionExecutions } from '../executions/ActionExecutions';
import { AfterFirstPaint } from '@/components/AfterFirstPaint';

const route = getRouteApi('/_app/actions/$actionId/');

/** The manual run's form (the form kit, a real transaction's confirmation): loaded on first use. */
const RunActionDialog = lazyDialog(() =>
  import('./RunActionDialog').then((m) => m.RunActionDialog),
);

export function ActionDetailPage() {
  const { actionId } = route.useParams();
  const navigate = useNavigate();
  const { data: action } = useSuspenseQuery(actionQueries.detail(actionId));
  const [running, setRunning] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteAction();
  const update = useUpdateAction();
  const paused = action.status === 'DISABLED';
  const toggle = () =>
    statusToggle((a: Action, status) => update.mutateAsync({ id: a.id, body: { status } }), {
      on: 'resumed',
      off: 'paused',
    })(action);
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[sectionCrumb('actions')]}
        title={action.name}
        status={action.status}
        subtitle={action.description || 'No description.'}
        actions={
          <>
            <Button
              color="orange"
              variant="light"
              leftSection={<IconPlayerPlay size={16} />}
              onClick={() => setRunning(true)}
              disabled={action.status !== 'ACTIVE'}
            >
              Run manually
            </Button>
            <Button
              variant="default"
              leftSection={paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
              onClick={toggle}
              loading={update.isPending}
            >
              {paused ? 'Resume' : 'Pause'}
            </Button>
            <ButtonLink
              to="/actions/$actionId/edit"
              params={{ actionId }}
              variant="default"
              leftSection={<IconPencil size={16} />}
            >
              Edit
            </ButtonLink>
            <ButtonLink
              to="/actions/new"
              search={{ from: actionId }}
              variant="default"
              leftSection={<IconCopy size={16} />}
            >
              Duplicate
            </ButtonLink>
            <DeleteButton onClick={() => setDeleting(true)} />
          </>
        }
      />
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <DetailField label="Action ID">{action.id}</DetailField>
          <DetailField label="Created">
            <Timestamp value={action.createdAt} />
          </DetailField>
          <DetailField label="Updated">
            <Timestamp value={action.updatedAt} />
          </DetailField>
          <DetailField label="Status">{action.status ?? 'ACTIVE'}</DetailField>
          <DetailField label="Contract">
            <ContractSummaryOf id={action.contractId} />
          </DetailField>
          <DetailField label="Signed by wallet">
            <ContractSummaryOf id={action.walletId} />
          </DetailField>
          <DetailField label="Gas price">
            <span title={action.gasPrice ?? ''}>{describeGas(action.gasPrice ?? 'market')}</span>
          </DetailField>
          <DetailField label="Gas tip · limit">
            {describeGas(action.gasTip)} · {action.gasLimit?.toLocaleString('en-US') ?? '—'}
          </DetailField>
        </SimpleGrid>
      </Paper>
      <AfterFirstPaint>
        <ActionFunctionCard action={action} />
        <ActionBindingsView action={action} />
        <ActionDestinations action={action} />
        <ExecutionsOf action={action} />
      </AfterFirstPaint>
      <RunActionDialog action={action} opened={running} onClose={() => setRunning(false)} />
      <ConfirmDialog
        opened={deleting}
        title={`Delete action “${action.name}”?`}
        confirmLabel="Delete action"
        pending={remove.isPending}
        error={remove.error}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(action.id, {
            onSuccess: () => {
              announceDeleted('action', action.name);
              void navigate({ to: '/actions' });
            },
          })
        }
      >
        {`“${action.name}” stops running for its detectors and trigger alerts. This cannot be undone.`}
      </ConfirmDialog>
    </Stack>
  );
}

/** The action's runs, their transactions on its contract's network (asked for here, as above). */
function ExecutionsOf({ action }: { action: Action }) {
  const contract = useQuery(contractQueries.detail(action.contractId));
  return <ActionExecutions action={action} network={contract.data?.chainUid} />;
}

/** Who hears of the action's runs. */
const ActionDestinations = memo(function ActionDestinations({ action }: { action: Action }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Destinations
        </Title>
        {(action.destinations ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            No one is notified of this action&apos;s runs.
          </Text>
        ) : (
          (action.destinations ?? []).map((d) =>
            d.tenantDestination ? (
              <DestinationLabel key={d.id} destination={d.tenantDestination} />
            ) : (
              <Badge key={d.id} variant="outline">
                #{d.id}
              </Badge>
            ),
          )
        )}
      </Stack>
    </Paper>
  );
});
