import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { Contract } from '@/api/contract/schemas';
import type { Detector } from '@/api/detector/schemas';
import { RowAnchorLink } from '@/components/links';
import type { Column } from '@/components/list/column';
import {
  nameColumn,
  rowActionsColumn,
  statusColumn,
  updatedColumn,
} from '@/components/list/columns';
import { NetworkIcon } from '@/components/NetworkBadge';
import { SeverityBadge } from '@/components/SeverityBadge';
import { contractLabel, shortAddress } from '@/lib/contract-directory';
import { configSeverity, severityLabel } from '@/lib/severity';
import { countOf } from '@/lib/words';

export const schemaLabel = (d: Detector) =>
  d.schema ? `${d.schema.title ?? d.schema.name} ${d.schema.version ?? ''}`.trim() : '—';

/** The detectors table's columns; `onToggle` enables or disables one from its row. */
export function detectorColumns(
  byId: Map<number, Contract>,
  onToggle: (d: Detector) => void,
): Column<Detector>[] {
  const contractOf = (d: Detector) => (d.contractId ? byId.get(d.contractId) : undefined);
  return [
    nameColumn({
      name: (d) => d.name,
      link: (d, props) => (
        <RowAnchorLink to="/detectors/$detectorId" params={{ detectorId: d.id }} {...props} />
      ),
    }),

    {
      key: 'contract',
      header: 'Contract',
      width: 200,
      csv: (d) => {
        const c = contractOf(d);
        return c ? `${contractLabel(c, c.id)} ${c.address}` : String(d.contractId ?? '');
      },
      cell: (d) => {
        const c = contractOf(d);
        if (!c) return d.contractId ? `#${d.contractId}` : '—';
        return (
          <Group gap={6} wrap="nowrap" title={`${contractLabel(c, c.id)} · ${c.address}`}>
            <NetworkIcon network={c.chainUid} size={18} />
            <Stack gap={0} miw={0}>
              <Text size="sm" truncate>
                {contractLabel(c, c.id)}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {shortAddress(c.address)}
              </Text>
            </Stack>
          </Group>
        );
      },
    },
    {
      key: 'schema',
      header: 'Schema',
      width: 170,
      visibleFrom: 'lg',
      csv: schemaLabel,
      cell: (d) => (
        <Text size="sm" truncate title={schemaLabel(d)}>
          {schemaLabel(d)}
        </Text>
      ),
    },
    {
      key: 'severity',
      header: 'Severity',
      width: 96,
      csv: (d) => {
        const s = configSeverity(d.config);
        return s === null ? '' : severityLabel(s);
      },
      cell: (d) => <SeverityBadge value={configSeverity(d.config)} />,
    },
    {
      key: 'destinations',
      header: 'Notifies',
      width: 90,
      visibleFrom: 'xl',
      csv: (d) => d.destinations?.length ?? 0,
      cell: (d) => {
        const n = d.destinations?.length ?? 0;
        return <Text size="sm">{n === 0 ? 'nobody' : countOf(n, 'contact')}</Text>;
      },
    },
    statusColumn(),
    { ...updatedColumn<Detector>(), visibleFrom: 'xl' },
    rowActionsColumn(
      (d) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <ActionIcon
            variant="subtle"
            aria-label={`${d.status === 'DISABLED' ? 'Enable' : 'Disable'} ${d.name}`}
            title={d.status === 'DISABLED' ? 'Enable' : 'Disable'}
            onClick={() => onToggle(d)}
          >
            {d.status === 'DISABLED' ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
          </ActionIcon>
        </Group>
      ),
      60,
    ),
  ];
}
