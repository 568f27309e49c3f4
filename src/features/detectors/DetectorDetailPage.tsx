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
import { contractQueries } from '@/api/contract/queries';
import { detectorQueries, useDeleteDetector, useUpdateDetector } from '@/api/detector/queries';
import { schemaQueries } from '@/api/schema/queries';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { announceDeleted } from '@/components/delete/announce-deleted';
import { DeleteButton } from '@/components/DeleteButton';
import { DetailField } from '@/components/DetailField';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { statusToggle } from '@/components/list/status-toggle';
import type { Detector } from '@/api/detector/schemas';
import { AnchorLink, ButtonLink } from '@/components/links';
import { NetworkBadge } from '@/components/NetworkBadge';
import { AddressText } from '@/components/AddressText';
import { SeverityBadge } from '@/components/SeverityBadge';
import { Timestamp } from '@/components/Timestamp';
import { contractTitle } from '@/lib/contract-directory';
import { configSeverity } from '@/lib/severity';
import { configRows } from './config-rows';
import { DetectorAlerts } from './DetectorAlerts';
import { DetectorLinks } from './DetectorLinks';
import { PlainTable, PlainTbody, PlainTd, PlainTh, PlainTr } from '@/components/plain/PlainTable';

const route = getRouteApi('/_app/detectors/$detectorId/');

/** One detector: what it watches, how it is configured, who hears of it, what it triggers. */
export function DetectorDetailPage() {
  const { detectorId } = route.useParams();
  const navigate = useNavigate();
  const { data: d } = useSuspenseQuery(detectorQueries.detail(detectorId));
  const contract = useQuery({
    ...contractQueries.detail(d.contractId ?? 0),
    enabled: !!d.contractId,
  });
  const update = useUpdateDetector();
  const remove = useDeleteDetector();
  const [deleting, setDeleting] = useState(false);
  const paused = d.status === 'DISABLED';
  const bindings = (d.actions ?? []).length;
  // The record embeds a summary of its schema; the labels and secrets come from the full one.
  const schema = useQuery({ ...schemaQueries.detail(d.schema?.id ?? 0), enabled: !!d.schema?.id });
  const full = schema.data ?? d.schema;
  const rows = configRows(d.config, full?.schema, full?.uiSchema);
  const toggle = () =>
    statusToggle((x: Detector, status) => update.mutateAsync({ id: x.id, body: { status } }))(d);
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[sectionCrumb('detectors')]}
        title={d.name}
        status={d.status}
        tags={d.tags}
        actions={
          <>
            <ButtonLink
              to="/alerts"
              search={{ detectorId: d.id, range: '30d' }}
              variant="default"
              leftSection={<IconAlertTriangle size={16} />}
            >
              Alerts
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
              to="/detectors/$detectorId/edit"
              params={{ detectorId: d.id }}
              variant="default"
              leftSection={<IconPencil size={16} />}
            >
              Edit
            </ButtonLink>
            <DeleteButton onClick={() => setDeleting(true)} />
          </>
        }
      />
      <Paper withBorder p="lg">
        {/* Four from lg: at 1024 px four columns cut the contract's short address again. */}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <DetailField label="Contract">
            {contract.data ? (
              <Stack gap={2}>
                <AnchorLink to="/contracts/$contractId" params={{ contractId: contract.data.id }}>
                  {contractTitle(contract.data)}
                </AnchorLink>
                <NetworkBadge network={contract.data.chainUid} />
                <AddressText network={contract.data.chainUid} address={contract.data.address} />
              </Stack>
            ) : (
              (d.contractId ?? '—')
            )}
          </DetailField>
          <DetailField label="Schema">
            {d.schema ? (
              <AnchorLink to="/detectors/catalogue/$schemaId" params={{ schemaId: d.schema.id }}>
                {`${d.schema.title ?? d.schema.name} ${d.schema.version ?? ''}`}
              </AnchorLink>
            ) : (
              '—'
            )}
          </DetailField>
          <DetailField label="Severity">
            <SeverityBadge value={configSeverity(d.config)} />
          </DetailField>
          <DetailField label="Updated">
            <Timestamp value={d.updatedAt} />
          </DetailField>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          Configuration
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No configuration.
          </Text>
        ) : (
          <PlainTable aria-label="Configuration" layout="fixed">
            <PlainTbody>
              {rows.map((r) => (
                <PlainTr key={r.key}>
                  <PlainTh style={{ width: '30%' }} scope="row">
                    {r.label}
                  </PlainTh>
                  <PlainTd>
                    <Text
                      size="sm"
                      ff={r.secret ? undefined : 'monospace'}
                      // A list of objects: one line each.
                      style={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }}
                    >
                      {r.value}
                    </Text>
                  </PlainTd>
                </PlainTr>
              ))}
            </PlainTbody>
          </PlainTable>
        )}
      </Paper>
      <DetectorLinks detector={d} />
      <DetectorAlerts detectorId={d.id} />
      <ConfirmDialog
        opened={deleting}
        title={`Delete detector “${d.name}”?`}
        confirmLabel="Delete detector"
        pending={remove.isPending}
        error={remove.error}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(d.id, {
            onSuccess: () => {
              announceDeleted('detector', d.name);
              void navigate({ to: '/detectors' });
            },
          })
        }
      >
        {`It stops watching its contract${bindings ? `, and ${bindings === 1 ? 'the action bound to it loses that binding' : `the ${bindings} actions bound to it lose their bindings`}` : ''}. Alerts it raised stay in the feed. This cannot be undone.`}
      </ConfirmDialog>
    </Stack>
  );
}
