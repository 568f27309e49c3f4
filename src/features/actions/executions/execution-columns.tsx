import { Stack, Text } from '@mantine/core';
import type { ActionExecution } from '@/api/action/schemas';
import type { Network } from '@/api/network/schemas';
import type { Column } from '@/components/list/column';
import { RowAnchorLink } from '@/components/links';
import { SeverityLabelBadge } from '@/components/SeverityLabelBadge';
import { Timestamp } from '@/components/Timestamp';
import { TxHashText } from '@/components/TxHashText';
import { formatCount } from '@/lib/format';
import { weiToGwei } from '@/lib/gas';
import { ExecutionResultBadge } from '@/components/ExecutionResultBadge';
import { TRIGGER_KINDS } from './execution-list-search';

const triggerLabel = (t: string) => TRIGGER_KINDS.find((k) => k.value === t)?.label ?? t;
/** What started a run, on one line: "Detector · Alert al-1-00612", "Manual run". */
const startedBy = (e: ActionExecution) =>
  `${triggerLabel(e.trigger)}${e.alertId ? ` · Alert ${e.alertId}` : ''}`;
const paramsText = (e: ActionExecution) =>
  (e.params ?? []).map((p) => `${p.name} = ${p.value}`).join(', ');
const gasPrice = (e: ActionExecution) => {
  const price = e.gas?.price;
  return price ? (weiToGwei(price) ?? price) : null;
};

const gasUnits = (v: string | null | undefined) =>
  v && /^\d+$/.test(v) ? formatCount(Number(v)) : (v ?? '—');
const gasUse = (e: ActionExecution) => `${gasUnits(e.gas?.used)} used of ${gasUnits(e.gas?.limit)}`;

interface Options {
  /** The action's name, or null on the action's own page (no action column). */
  actionName: ((id: number) => string) | null;
  /** The network of the action's contract, for the explorer link of the tx. */
  networkOf: (actionId: number) => Network | undefined;
}

/** The executions table: when, what started it, what was sent, what it cost, how it ended. */
export function executionColumns({ actionName, networkOf }: Options): Column<ActionExecution>[] {
  const trigger: Column<ActionExecution> = {
    key: 'trigger',
    header: 'Trigger',
    width: 130,
    csv: (e) => e.trigger,
    cell: (e) => (
      <Stack gap={0}>
        <Text size="sm">{triggerLabel(e.trigger)}</Text>
        {e.alertId && (
          <Text size="xs" c="dimmed" truncate title={`Alert ${e.alertId}`}>
            {`Alert ${e.alertId}`}
          </Text>
        )}
      </Stack>
    ),
  };
  // Across the tenant, what started a run goes under the action's name: a column of its own
  // left the name ~110 px at 1024 ("Blacklist e…"). The CSV keeps Trigger.
  const action: Column<ActionExecution>[] = actionName
    ? [
        {
          key: 'action',
          header: 'Action',
          csv: (e) => actionName(e.actionId),
          csvAlso: [{ header: 'Trigger', csv: (e) => e.trigger }],
          cell: (e) => (
            <Stack gap={0} miw={0}>
              <RowAnchorLink
                to="/actions/$actionId"
                params={{ actionId: e.actionId }}
                size="sm"
                fw={500}
                truncate
                title={actionName(e.actionId)}
              >
                {actionName(e.actionId)}
              </RowAnchorLink>
              <Text size="xs" c="dimmed" truncate title={startedBy(e)}>
                {startedBy(e)}
              </Text>
            </Stack>
          ),
        },
      ]
    : [trigger];
  return [
    {
      key: 'time',
      header: 'Time',
      sortField: 'timestamp',
      width: 190,
      csv: (e) => new Date(e.timestamp).toISOString(),
      cell: (e) => <Timestamp value={e.timestamp} size="sm" />,
    },
    ...action,
    {
      key: 'severity',
      header: 'Severity',
      width: 100,
      visibleFrom: 'lg',
      csv: (e) => e.severity,
      cell: (e) => <SeverityLabelBadge value={e.severity} />,
    },
    {
      key: 'params',
      header: 'Parameters sent',
      // Its values are cut anyway (the run's page has them whole): the action's name has the room.
      width: 160,
      visibleFrom: 'xl',
      csv: paramsText,
      cell: (e) => (
        <Text size="xs" ff="monospace" truncate title={paramsText(e)}>
          {paramsText(e) || '—'}
        </Text>
      ),
    },
    {
      key: 'gas',
      header: 'Gas',
      // '154,127 used of 600,000' whole.
      width: 175,
      visibleFrom: 'xl',
      csv: (e) => gasPrice(e),
      cell: (e) => (
        <Stack gap={0}>
          <Text size="sm" title={e.gas?.price ? `${e.gas.price} wei` : undefined}>
            {gasPrice(e) ?? '—'}
          </Text>
          {(e.gas?.used || e.gas?.limit) && (
            <Text size="xs" c="dimmed" truncate title={gasUse(e)}>
              {gasUse(e)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'tx',
      header: 'Transaction',
      width: 170,
      csv: (e) => e.txHash,
      cell: (e) =>
        e.txHash ? <TxHashText hash={e.txHash} network={networkOf(e.actionId)} /> : '—',
    },
    {
      key: 'result',
      header: 'Result',
      // SUBMITTED whole (it read "SUBMITT…" at 100).
      width: 120,
      csv: (e) => e.result,
      cell: (e) => <ExecutionResultBadge value={e.result} />,
    },
  ];
}
