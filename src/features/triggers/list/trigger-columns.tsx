import { ActionIcon, Group, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { Contract } from '@/api/contract/schemas';
import type { Trigger } from '@/api/trigger/schemas';
import { ContractCell } from '@/components/ContractCell';
import { RowAnchorLink } from '@/components/links';
import type { Column } from '@/components/list/column';
import { rowActionsColumn, statusColumn, updatedColumn } from '@/components/list/columns';
import { nameDetailColumn } from '@/components/list/name-detail-column';
import { contractLabel } from '@/lib/contract-directory';
import { countOf } from '@/lib/words';
import { AlertSeverityBadge } from '../AlertSeverityBadge';
import { typeLabel } from '../form/trigger-values';
import { contactCount, maxSeverity } from '../trigger-summary';

/** "1 critical alert", "2 alerts, up to high": the line under the name where Alerts is hidden. */
function alertsInWords(t: Trigger): string {
  const n = t.alerts?.length ?? 0;
  const top = maxSeverity(t)?.toLowerCase();
  if (!top) return countOf(n, 'alert');
  return n === 1 ? `1 ${top} alert` : `${countOf(n, 'alert')}, up to ${top}`;
}

/** The triggers table's columns; `onToggle` enables or disables one from its row. */
export function triggerColumns(
  byId: Map<number, Contract>,
  onToggle: (t: Trigger) => void,
  { withContract = true }: { withContract?: boolean } = {},
): Column<Trigger>[] {
  const contractOf = (t: Trigger) => (t.contractId ? byId.get(t.contractId) : undefined);
  return [
    // The type under the name ("Event emitted"): a Type column of its own left the name ~180 px
    // at 1440 ("Known exploiters call th…"). The CSV keeps Type.
    nameDetailColumn<Trigger>({
      name: (t) => t.name,
      detail: {
        header: 'Type',
        value: (t) => typeLabel(t.type),
        // Below lg the Alerts column gives the name its room (at 1024 px "BAYC ownership tran…").
        narrow: { below: 'lg', value: alertsInWords },
      },
      link: (t, props) => (
        <RowAnchorLink to="/triggers/$triggerId" params={{ triggerId: t.id }} {...props} />
      ),
    }),
    ...(withContract
      ? [
          {
            key: 'contract',
            header: 'Contract',
            width: 190,
            csv: (t: Trigger) => {
              const c = contractOf(t);
              return c ? `${contractLabel(c, c.id)} ${c.address}` : String(t.contractId ?? '');
            },
            cell: (t: Trigger) => <ContractCell contract={contractOf(t)} id={t.contractId} />,
          },
        ]
      : []),
    {
      key: 'alerts',
      header: 'Alerts',
      width: 120,
      visibleFrom: 'lg',
      csv: (t) => (t.alerts ?? []).map((a) => `${a.severity ?? ''} ${a.name}`).join('; '),
      cell: (t) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{t.alerts?.length ?? 0}</Text>
          {maxSeverity(t) && <AlertSeverityBadge severity={maxSeverity(t)} />}
        </Group>
      ),
    },
    {
      key: 'destinations',
      header: 'Notifies',
      width: 100,
      visibleFrom: 'xl',
      csv: contactCount,
      cell: (t) => {
        const n = contactCount(t);
        return <Text size="sm">{n === 0 ? 'nobody' : countOf(n, 'contact')}</Text>;
      },
    },
    statusColumn(),
    { ...updatedColumn<Trigger>(), visibleFrom: 'xl' },
    rowActionsColumn(
      (t) => (
        <ActionIcon
          variant="subtle"
          aria-label={`${t.status === 'DISABLED' ? 'Enable' : 'Disable'} ${t.name}`}
          title={t.status === 'DISABLED' ? 'Enable' : 'Disable'}
          onClick={() => onToggle(t)}
        >
          {t.status === 'DISABLED' ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
        </ActionIcon>
      ),
      60,
    ),
  ];
}
