import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconCopy, IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { Action } from '@/api/action/schemas';
import type { Contract } from '@/api/contract/schemas';
import type { Column } from '@/components/list/column';
import { rowActionsColumn, statusColumn, updatedColumn } from '@/components/list/columns';
import { nameDetailColumn } from '@/components/list/name-detail-column';
import { ActionIconLink, RowActionIconLink, RowAnchorLink } from '@/components/links';
import { contractLabel } from '@/lib/contract-directory';
import { countOf } from '@/lib/words';

/** The actions table's columns; `onToggle` pauses or resumes an action from its row. */
export function actionColumns(
  byId: Map<number, Contract>,
  onToggle: (a: Action) => void,
): Column<Action>[] {
  const contract = (a: Action) => contractLabel(byId.get(a.contractId), a.contractId);
  const wallet = (a: Action) => contractLabel(byId.get(a.walletId), a.walletId);
  return [
    // The name and, under it, the function it calls: in columns of their own at 1440 px both
    // were cut after ~15 characters.
    nameDetailColumn({
      name: (a) => a.name,
      detail: { header: 'Function', value: (a) => a.funcSignature, monospace: true },
      link: (a, props) => (
        <RowAnchorLink to="/actions/$actionId" params={{ actionId: a.id }} {...props} />
      ),
    }),
    {
      key: 'contract',
      header: 'Contract · wallet',
      width: 200,
      csv: (a) => `${contract(a)} · ${wallet(a)}`,
      cell: (a) => (
        <Stack gap={0} title={`${contract(a)} · signed by ${wallet(a)}`}>
          <Text size="sm" truncate>
            {contract(a)}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            signed by {wallet(a)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'bindings',
      header: 'Runs on',
      width: 190,
      visibleFrom: 'xl',
      csv: (a) =>
        `${countOf(a.detectors?.length ?? 0, 'detector')}, ${countOf(a.triggerAlerts?.length ?? 0, 'alert')}`,
      cell: (a) => (
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color="grape" size="sm" tt="none">
            {countOf(a.detectors?.length ?? 0, 'detector')}
          </Badge>
          <Badge variant="light" color="orange" size="sm" tt="none">
            {countOf(a.triggerAlerts?.length ?? 0, 'alert')}
          </Badge>
        </Group>
      ),
    },
    statusColumn(),
    updatedColumn(),
    rowActionsColumn(
      (a) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <ActionIcon
            variant="subtle"
            aria-label={`${a.status === 'DISABLED' ? 'Resume' : 'Pause'} ${a.name}`}
            title={a.status === 'DISABLED' ? 'Resume' : 'Pause'}
            onClick={() => onToggle(a)}
          >
            {a.status === 'DISABLED' ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
          </ActionIcon>
          <RowActionIconLink
            to="/actions/$actionId/edit"
            params={{ actionId: a.id }}
            variant="subtle"
            aria-label={`Edit ${a.name}`}
            title="Edit"
          >
            <IconPencil size={16} />
          </RowActionIconLink>
          <ActionIconLink
            to="/actions/new"
            search={{ from: a.id }}
            variant="subtle"
            aria-label={`Duplicate ${a.name}`}
            title="Duplicate"
          >
            <IconCopy size={16} />
          </ActionIconLink>
        </Group>
      ),
      120,
    ),
  ];
}
