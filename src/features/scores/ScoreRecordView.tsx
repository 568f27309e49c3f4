import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { Contract } from '@/api/contract/schemas';
import type { ScoreRecord } from '@/api/score/schemas';
import { AddressText } from '@/components/AddressText';
import { DetailField } from '@/components/DetailField';
import { SeverityLabelBadge } from '@/components/SeverityLabelBadge';
import { Timestamp } from '@/components/Timestamp';
import { AnchorLink } from '@/components/links';
import { ProjectLink } from '@/components/ProjectLink';
import { TxHashText } from '@/components/TxHashText';
import { contractTitle } from '@/lib/contract-directory';
import { schemaOrTypeLabel } from '@/lib/trigger-types';
import { SchemaOrType } from '@/components/SchemaOrType';
import { useOrganisations } from '@/lib/use-organisations';
import { formatScore, isViewed, scoreBefore } from './score-format';
import { ScoreChangeText } from './ScoreChangeText';
import { ScoreMetaTable } from './ScoreMetaTable';

/** Everything a score record says, and its viewed toggle. */
export function ScoreRecordView({
  record: r,
  contract,
  onMark,
  marking,
}: {
  record: ScoreRecord;
  contract: Contract | undefined;
  onMark: (r: ScoreRecord, viewed: boolean) => void;
  marking: boolean;
}) {
  const viewed = isViewed(r);
  const orgs = useOrganisations();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3} size="h3">
            {`${formatScore(scoreBefore(r))} → ${formatScore(r.score)}`}
          </Title>
          <Group gap={6}>
            <ScoreChangeText value={r.scoreChange} fw={600} />
            <Text size="sm" c="dimmed">
              {/* "−15 financial · severity" left its key hanging: each part says what it is. */}
              {[
                r.scoreGroup ? `${r.scoreGroup} score` : 'no score group',
                r.key ? `scored on ${r.key}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Group>
        </div>
        <Button
          variant="light"
          leftSection={viewed ? <IconEyeOff size={16} /> : <IconEye size={16} />}
          onClick={() => onMark(r, !viewed)}
          loading={marking}
        >
          {viewed ? 'Mark not viewed' : 'Mark viewed'}
        </Button>
      </Group>
      <section aria-label="Alert that caused it">
        <Title order={4} size="h5" mb="xs">
          Alert that caused it
        </Title>
        <SimpleGrid cols={2} spacing="sm">
          <DetailField label="Alert">{r.alertName || '—'}</DetailField>
          <DetailField label="Severity">
            <SeverityLabelBadge value={r.severity} />
          </DetailField>
          <DetailField label="Time">
            <Timestamp value={r.timestamp} />
          </DetailField>
          <DetailField label={schemaOrTypeLabel(r.detectorSchemaName)}>
            <SchemaOrType code={r.detectorSchemaName} />
          </DetailField>
          <DetailField label="Alert ID">
            {r.alertId ? (
              <AnchorLink to="/alerts" search={{ alert: r.alertId, range: '90d' }}>
                {r.alertId}
              </AnchorLink>
            ) : (
              '—'
            )}
          </DetailField>
          <DetailField label="Transaction">
            {r.txHash ? <TxHashText hash={r.txHash} network={contract?.chainUid} /> : '—'}
          </DetailField>
        </SimpleGrid>
        {r.alertMessage && (
          <Text size="sm" mt="sm">
            {r.alertMessage}
          </Text>
        )}
      </section>
      <section aria-label="Where">
        <Title order={4} size="h5" mb="xs">
          Where
        </Title>
        <SimpleGrid cols={2} spacing="sm">
          <DetailField label="Contract">
            {contract ? (
              <>
                <AnchorLink
                  to="/contracts/$contractId"
                  params={{ contractId: contract.id }}
                  size="sm"
                >
                  {contractTitle(contract)}
                </AnchorLink>
                <AddressText network={contract.chainUid} address={contract.address} />
              </>
            ) : (
              (r.contractId ?? '—')
            )}
          </DetailField>
          <DetailField label="Project">
            <ProjectLink id={r.projectId} />
          </DetailField>
          <DetailField label="Organisation">
            {r.organisationId != null ? (
              <AnchorLink
                to="/organisations/$organisationId"
                params={{ organisationId: r.organisationId }}
              >
                {orgs.nameOf(r.organisationId)}
              </AnchorLink>
            ) : (
              '—'
            )}
          </DetailField>
          <DetailField label="Licence · instance">
            {`${r.licenseId ?? '—'} · ${r.licenseInstanceId ?? '—'}`}
          </DetailField>
          <DetailField label="Index">{r.index}</DetailField>
          <DetailField label="UID">{r.uid}</DetailField>
        </SimpleGrid>
      </section>
      <section aria-label="Metadata">
        <Title order={4} size="h5" mb="xs">
          Metadata
        </Title>
        <ScoreMetaTable meta={r.meta} />
      </section>
    </Stack>
  );
}
