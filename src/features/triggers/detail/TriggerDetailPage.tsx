import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { actionQueries } from '@/api/action/queries';
import { contractQueries } from '@/api/contract/queries';
import { triggerQueries, useDeleteTrigger, useUpdateTrigger } from '@/api/trigger/queries';
import type { Trigger } from '@/api/trigger/schemas';
import { AddressText } from '@/components/AddressText';
import { sectionCrumb } from '@/components/crumbs';
import { DeleteButton } from '@/components/DeleteButton';
import { RecordDeleteDialog } from '@/components/delete/RecordDeleteDialog';
import { DetailField } from '@/components/DetailField';
import { DetailHeader } from '@/components/DetailHeader';
import { AnchorLink, ButtonLink } from '@/components/links';
import { statusToggle } from '@/components/list/status-toggle';
import { NetworkBadge } from '@/components/NetworkBadge';
import { Timestamp } from '@/components/Timestamp';
import { contractTitle } from '@/lib/contract-directory';
import { typeLabel } from '../form/trigger-values';
import { AlertCard } from './AlertCard';
import { ConfigSection } from './ConfigSection';

const route = getRouteApi('/_app/triggers/$triggerId/');

/** One trigger: its contract, its rule in words, its alerts with who hears of them. */
export function TriggerDetailPage() {
  const { triggerId } = route.useParams();
  const navigate = useNavigate();
  const { data: t } = useSuspenseQuery(triggerQueries.detail(triggerId));
  const contract = useQuery({
    ...contractQueries.detail(t.contractId ?? 0),
    enabled: !!t.contractId,
  });
  const alerts = t.alerts ?? [];
  const actionIds = [
    ...new Set(alerts.flatMap((a) => (a.actions ?? []).map((b) => b.actionId ?? 0))),
  ].filter((id) => id > 0);
  const actions = useQuery(actionQueries.byIds(actionIds));
  const actionNames = new Map((actions.data?.data ?? []).map((a) => [a.id, a.name]));
  const update = useUpdateTrigger();
  const remove = useDeleteTrigger();
  const [deleting, setDeleting] = useState(false);
  const paused = t.status === 'DISABLED';
  const toggle = () =>
    statusToggle((x: Trigger, status) => update.mutateAsync({ id: x.id, body: { status } }))(t);
  const bound = alerts.flatMap((a) => (a.actions ?? []).map((b) => b.actionId ?? 0));
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[sectionCrumb('triggers')]}
        title={t.name}
        status={t.status}
        // The type, unless the name already says it (a trigger left unnamed is named after it).
        subtitle={t.name.startsWith(typeLabel(t.type)) ? undefined : typeLabel(t.type)}
        actions={
          <>
            <ButtonLink
              to="/alerts"
              search={{ triggerId: t.id, range: '30d' }}
              variant="default"
              leftSection={<IconAlertTriangle size={16} />}
            >
              Raised alerts
            </ButtonLink>
            <Button
              variant="default"
              leftSection={paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
              onClick={toggle}
              loading={update.isPending}
            >
              {paused ? 'Enable' : 'Disable'}
            </Button>
            <ButtonLink
              variant="default"
              to="/triggers/$triggerId/edit"
              params={{ triggerId }}
              leftSection={<IconPencil size={16} />}
            >
              Edit
            </ButtonLink>
            <DeleteButton onClick={() => setDeleting(true)} />
          </>
        }
      />
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <DetailField label="Contract">
            {contract.data ? (
              <Stack gap={2}>
                <AnchorLink
                  to="/contracts/$contractId/triggers"
                  params={{ contractId: contract.data.id }}
                >
                  {contractTitle(contract.data)}
                </AnchorLink>
                <NetworkBadge network={contract.data.chainUid} />
                <AddressText network={contract.data.chainUid} address={contract.data.address} />
              </Stack>
            ) : (
              (t.contractId ?? '—')
            )}
          </DetailField>
          <DetailField label="Type">{typeLabel(t.type)}</DetailField>
          <DetailField label="Created">
            <Timestamp value={t.createdAt} />
          </DetailField>
          <DetailField label="Updated">
            <Timestamp value={t.updatedAt} />
          </DetailField>
        </SimpleGrid>
      </Paper>
      <ConfigSection trigger={t} contract={contract.data} />
      <Stack gap="sm">
        <Title order={2} size="h4">
          {`Alerts (${alerts.length})`}
        </Title>
        {alerts.length === 0 ? (
          <Text size="sm" c="dimmed">
            This trigger has no alerts: when it matches, nobody hears of it. Edit it to add one.
          </Text>
        ) : (
          alerts.map((a) => <AlertCard key={a.id} alert={a} actionNames={actionNames} />)
        )}
      </Stack>
      <RecordDeleteDialog
        record={deleting ? t : null}
        kind="trigger"
        name={t.name}
        cascade={{
          loading: false,
          removesActions: false,
          groups: [
            { kind: 'alerts', names: alerts.map((a) => a.name) },
            {
              kind: 'action bindings (the actions stay)',
              one: 'action binding (the action stays)',
              names: bound.map((id) => actionNames.get(id) ?? `Action #${id}`),
            },
          ].filter((g) => g.names.length > 0),
        }}
        remove={remove}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: '/triggers' })}
      />
    </Stack>
  );
}
