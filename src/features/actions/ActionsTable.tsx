import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Action } from '@/api/action/schemas';
import type { Contract } from '@/api/contract/schemas';
import { DataTable, type Column } from '@/components/DataTable';
import { AnchorLink } from '@/components/links';
import { StatusBadge } from '@/components/StatusBadge';
import { Timestamp } from '@/components/Timestamp';
import { contractLabel } from './contract-directory';

interface Props {
  rows: Action[];
  loading: boolean;
  byId: Map<number, Contract>;
}

export function ActionsTable({ rows, loading, byId }: Props) {
  const columns: Column<Action>[] = [
    {
      key: 'name',
      header: 'Name',
      width: '22%',
      cell: (a) => (
        <AnchorLink to="/actions/$actionId" params={{ actionId: a.id }} fw={500} truncate>
          {a.name}
        </AnchorLink>
      ),
    },
    {
      key: 'function',
      header: 'Function',
      width: '24%',
      cell: (a) => (
        <Text size="xs" ff="monospace" truncate="end" title={a.funcSignature}>
          {a.funcSignature}
        </Text>
      ),
    },
    {
      key: 'contract',
      header: 'Contract · wallet',
      width: 240,
      cell: (a) => (
        <Stack gap={0}>
          <Text size="sm" truncate>
            {contractLabel(byId.get(a.contractId), a.contractId)}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            signed by {contractLabel(byId.get(a.walletId), a.walletId)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'bindings',
      header: 'Runs on',
      width: 200,
      cell: (a) => (
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color="grape" size="sm" tt="none">
            {a.detectors?.length ?? 0} detector{a.detectors?.length === 1 ? '' : 's'}
          </Badge>
          <Badge variant="light" color="orange" size="sm" tt="none">
            {a.triggerAlerts?.length ?? 0} alert{a.triggerAlerts?.length === 1 ? '' : 's'}
          </Badge>
        </Group>
      ),
    },
    { key: 'status', header: 'Status', width: 100, cell: (a) => <StatusBadge status={a.status} /> },
    {
      key: 'updatedAt',
      header: 'Updated',
      width: 160,
      cell: (a) => <Timestamp value={a.updatedAt} size="sm" />,
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(a) => a.id}
      caption="Actions"
      loading={loading}
      minWidth={1160}
    />
  );
}
