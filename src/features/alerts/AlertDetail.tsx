import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Alert } from '@/api/alert/schemas';
import type { Contract } from '@/api/contract/schemas';
import type { DetectorPick } from '@/api/detector/queries';
import type { TriggerPick } from '@/api/trigger/queries';
import { AddressText } from '@/components/AddressText';
import { CopyValueButton } from '@/components/CopyValueButton';
import { DetailField } from '@/components/DetailField';
import { AnchorLink } from '@/components/links';
import { ProjectLink } from '@/components/ProjectLink';
import { NetworkBadge } from '@/components/NetworkBadge';
import { SeverityBadge } from '@/components/SeverityBadge';
import { Timestamp } from '@/components/Timestamp';
import { TxHashText } from '@/components/TxHashText';
import { AlertActions } from './AlertActions';
import { schemaOrTypeLabel } from '@/lib/trigger-types';
import { SchemaOrType } from '@/components/SchemaOrType';
import { AlertMetaTable } from './AlertMetaTable';
import { alertRefs } from './alert-refs';
import { sourceText } from './alert-columns';

interface AlertDetailProps {
  alert: Alert;
  contracts: ReadonlyMap<number, Contract>;
  detectors: ReadonlyMap<number, DetectorPick>;
  triggers: ReadonlyMap<number, TriggerPick>;
}

/** Every field of an alert, its metadata, what raised it and the actions it triggered. */
export function AlertDetail({ alert: a, contracts, detectors, triggers }: AlertDetailProps) {
  const refs = alertRefs(a, contracts);
  const raisedBy = sourceText(a, detectors, triggers);
  const triggerName =
    refs.triggerId === undefined
      ? undefined
      : (triggers.get(refs.triggerId)?.name ?? `#${refs.triggerId}`);
  return (
    <Stack gap="lg">
      <Text>{a.alertMessage ?? '—'}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DetailField label="Severity">
          <Group gap="xs">
            <SeverityBadge text={a.severity} />
            {a.numericSeverity != null && (
              <Text
                span
                size="sm"
                c="dimmed"
                title="numericSeverity: what the query sorts and filters on"
              >
                {`numeric ${a.numericSeverity}`}
              </Text>
            )}
          </Group>
        </DetailField>
        <DetailField label="Time">
          <Timestamp value={a.timestamp} />
        </DetailField>
        <DetailField label="Raised by">
          {a.detectorId != null ? (
            <AnchorLink to="/detectors/$detectorId" params={{ detectorId: a.detectorId }}>
              {raisedBy}
            </AnchorLink>
          ) : (
            raisedBy
          )}
          {refs.triggerId !== undefined && (
            <>
              {' · '}
              {/* Named in full for a list of links read out of context (the visible words first). */}
              <AnchorLink
                to="/triggers/$triggerId"
                params={{ triggerId: refs.triggerId }}
                aria-label={`the trigger ${triggerName}`}
              >
                the trigger
              </AnchorLink>
              {' · '}
              {/* Over the feed's own time range: the default 7 days hid what the open range showed. */}
              <AnchorLink
                from="/alerts"
                to="/alerts"
                search={(prev) => ({
                  range: prev.range,
                  start: prev.start,
                  end: prev.end,
                  triggerId: refs.triggerId,
                })}
                aria-label={`all its alerts, of the trigger ${triggerName}`}
              >
                all its alerts
              </AnchorLink>
            </>
          )}
        </DetailField>
        <DetailField label={schemaOrTypeLabel(a.detectorSchemaName, a.detectorId)}>
          <SchemaOrType
            code={a.detectorSchemaName}
            schema={a.detectorId != null ? detectors.get(a.detectorId)?.schema : undefined}
          />
        </DetailField>
        <DetailField label="Contract">
          {refs.address ? (
            <Stack gap={2}>
              <Group gap="xs">
                {a.contractId != null ? (
                  <AnchorLink to="/contracts/$contractId" params={{ contractId: a.contractId }}>
                    {refs.contract?.name || `Contract ${a.contractId}`}
                  </AnchorLink>
                ) : null}
                {refs.network && <NetworkBadge network={refs.network} />}
              </Group>
              {refs.network ? (
                <AddressText network={refs.network} address={refs.address} />
              ) : (
                <Text ff="monospace" size="sm">
                  {refs.address}
                </Text>
              )}
            </Stack>
          ) : (
            '—'
          )}
        </DetailField>
        <DetailField label="Project">
          <ProjectLink id={a.projectId} />
        </DetailField>
        <DetailField label="Transaction">
          {a.txHash ? <TxHashText network={refs.network} hash={a.txHash} /> : '—'}
        </DetailField>
        <DetailField label="Tags">
          <Group gap={4}>
            {(a.tags ?? []).length === 0
              ? '—'
              : (a.tags ?? []).map((t) => (
                  <Badge key={t} variant="outline" size="sm" color="gray">
                    {t}
                  </Badge>
                ))}
          </Group>
        </DetailField>
        <DetailField label="Alert id">
          <Group gap={4} wrap="nowrap">
            <Text span ff="monospace" size="sm">
              {a.id}
            </Text>
            <CopyValueButton value={a.id} label="Copy alert id" />
          </Group>
        </DetailField>
      </SimpleGrid>
      <section aria-labelledby="alert-meta">
        <Title order={3} size="h5" id="alert-meta" mb="xs">
          Metadata
        </Title>
        <AlertMetaTable meta={a.meta} network={refs.network} />
      </section>
      <AlertActions alert={a} triggerAlertId={refs.triggerAlertId} />
    </Stack>
  );
}
