import { Group, Stack, Text } from '@mantine/core';
import type { Alert } from '@/api/alert/schemas';
import type { Contract } from '@/api/contract/schemas';
import type { DetectorPick } from '@/api/detector/queries';
import type { TriggerPick } from '@/api/trigger/queries';
import { AnchorLink, RowAnchorLink } from '@/components/links';
import type { Column } from '@/components/list/column';
import { nameDetailColumn } from '@/components/list/name-detail-column';
import { NetworkIcon } from '@/components/NetworkBadge';
import { SeverityBadge } from '@/components/SeverityBadge';
import { Timestamp } from '@/components/Timestamp';
import { TxHashText } from '@/components/TxHashText';
import { shortAddress } from '@/lib/contract-directory';
import { formatDateTime } from '@/lib/format';
import { alertRefs } from './alert-refs';

/** The feed's columns; `contracts` and `detectors` name what alerts point at by id. */
export function alertColumns(
  contracts: ReadonlyMap<number, Contract>,
  detectors: ReadonlyMap<number, DetectorPick>,
  triggers: ReadonlyMap<number, TriggerPick>,
): Column<Alert>[] {
  return [
    {
      key: 'time',
      header: 'Time',
      width: 190,
      sortField: 'timestamp',
      csv: (a) => formatDateTime(a.timestamp, true),
      cell: (a) => <Timestamp value={a.timestamp} size="sm" />,
    },
    {
      key: 'severity',
      header: 'Severity',
      // Its header and sort arrows whole: at 96 they ran into the next header.
      width: 112,
      sortField: 'numericSeverity',
      csv: (a) => a.severity ?? '',
      cell: (a) => <SeverityBadge text={a.severity} />,
    },
    // The name and, under it, the message: the message is what says what happened, and a
    // column of its own beside the name's got ~150 px at 1440.
    nameDetailColumn<Alert>({
      header: 'Alert',
      sortField: 'alertName',
      name: (a) => a.alertName || a.id,
      detail: { header: 'Message', value: (a) => a.alertMessage ?? '' },
      link: (a, props) => (
        <AnchorLink
          from="/alerts"
          to="/alerts"
          search={(prev) => ({ ...prev, alert: a.id })}
          size="sm"
          {...props}
        />
      ),
    }),
    {
      key: 'contract',
      header: 'Contract',
      width: 190,
      // At 1024 px too: without it, which contract an alert is about took opening each one.
      visibleFrom: 'md',
      csv: (a) => {
        const r = alertRefs(a, contracts);
        return [r.contract?.name, r.address].filter(Boolean).join(' ');
      },
      cell: (a) => {
        const r = alertRefs(a, contracts);
        if (!r.address) return a.contractId ? `#${a.contractId}` : '—';
        return (
          <Group gap={6} wrap="nowrap" title={r.address}>
            {r.network && <NetworkIcon network={r.network} size={18} />}
            <Stack gap={0} miw={0}>
              <Text size="sm" truncate>
                {r.contract?.name || `Contract ${a.contractId ?? ''}`}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {shortAddress(r.address)}
              </Text>
            </Stack>
          </Group>
        );
      },
    },
    {
      key: 'source',
      header: 'Raised by',
      width: 170,
      visibleFrom: 'xl',
      csv: (a) => sourceText(a, detectors, triggers),
      cell: (a) => {
        const text = sourceText(a, detectors, triggers);
        const triggerId = alertRefs(a, contracts).triggerId;
        return a.detectorId != null ? (
          <RowAnchorLink
            to="/detectors/$detectorId"
            params={{ detectorId: a.detectorId }}
            size="sm"
            truncate
          >
            {text}
          </RowAnchorLink>
        ) : triggerId !== undefined ? (
          <RowAnchorLink to="/triggers/$triggerId" params={{ triggerId }} size="sm" truncate>
            {text}
          </RowAnchorLink>
        ) : (
          <Text size="sm" truncate>
            {text}
          </Text>
        );
      },
    },
    {
      key: 'tx',
      header: 'Transaction',
      width: 130,
      visibleFrom: 'xl',
      csv: (a) => a.txHash ?? '',
      cell: (a) =>
        a.txHash ? (
          <TxHashText network={alertRefs(a, contracts).network} hash={a.txHash} copy={false} />
        ) : (
          '—'
        ),
    },
  ];
}

/** The detector's or trigger's name (or id), by what raised the alert. */
export function sourceText(
  a: Alert,
  detectors: ReadonlyMap<number, DetectorPick>,
  triggers: ReadonlyMap<number, TriggerPick>,
): string {
  if (a.detectorId != null) return detectors.get(a.detectorId)?.name ?? `Detector #${a.detectorId}`;
  const triggerId = alertRefs(a, new Map()).triggerId;
  if (triggerId === undefined) return a.detectorSchemaName ?? '—';
  return `Trigger ${triggers.get(triggerId)?.name ?? `#${triggerId}`}`;
}
