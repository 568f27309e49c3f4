import { Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { TenantDestination } from '@/api/destination/schemas';
import type { Column } from '@/components/list/column';
import {
  nameColumn,
  rowActionsColumn,
  statusColumn,
  tagsColumn,
  updatedColumn,
} from '@/components/list/columns';
import { RowActionIconLink, RowAnchorLink } from '@/components/links';
import { RowActions } from '@/components/RowActions';
import { UnboundBadge } from './UnboundBadge';
import { DeleteDestinationDialog } from './DeleteDestinationDialog';
import { TypeIcon } from './TypeIcon';
import { TYPE_LABELS, destinationName, isUnbound } from '@/components/destination/destination-text';

/** Where the contact delivers, in one line. */
function target(d: TenantDestination): string {
  if (d.type === 'HTTP') return `${d.method ?? 'POST'} ${d.uri ?? ''}`;
  if (d.type === 'SLACK') return d.slackChannelName ? `#${d.slackChannelName}` : 'Slack webhook';
  if (d.type === 'TELEGRAM')
    return d.telegramChatTitle ? `${d.telegramChatTitle} (${d.telegramChatType ?? 'chat'})` : '';
  return d.value ?? '';
}

/** The destinations table's columns, and the delete dialog their row buttons open. */
export function useDestinationColumns() {
  const [deleting, setDeleting] = useState<TenantDestination | null>(null);
  const columns: Column<TenantDestination>[] = [
    {
      // No width of its own: what the others leave ("compliance@northwind.exa…" at 32%).
      ...nameColumn({
        name: destinationName,
        icon: (d) => <TypeIcon type={d.type} />,
        link: (d, props) => (
          <RowAnchorLink
            to="/destinations/$destinationId"
            params={{ destinationId: d.id }}
            {...props}
          />
        ),
      }),
      sortField: 'value',
    },
    {
      key: 'type',
      header: 'Type',
      width: 230,
      sortField: 'type',
      csv: (d) => `${d.type} ${target(d)}`.trim(),
      cell: (d) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">{TYPE_LABELS[d.type]}</Text>
          {isUnbound(d) ? (
            <UnboundBadge />
          ) : (
            d.type !== 'EMAIL' && (
              <Text size="xs" c="dimmed" truncate maw={210} title={target(d)}>
                {target(d)}
              </Text>
            )
          )}
        </Stack>
      ),
    },
    statusColumn(),
    { ...tagsColumn<TenantDestination>(), width: 180, visibleFrom: 'xl' },
    updatedColumn(),
    rowActionsColumn((d) => (
      <RowActions
        name={destinationName(d)}
        onDelete={() => setDeleting(d)}
        edit={
          <RowActionIconLink
            to="/destinations/$destinationId/edit"
            params={{ destinationId: d.id }}
            variant="subtle"
            aria-label={`Edit ${destinationName(d)}`}
            title="Edit"
          >
            <IconPencil size={16} />
          </RowActionIconLink>
        }
      />
    )),
  ];
  const dialogs = (
    <DeleteDestinationDialog destination={deleting} onClose={() => setDeleting(null)} />
  );
  return { columns, dialogs };
}
