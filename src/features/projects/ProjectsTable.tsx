import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';

import { useState } from 'react';
import type { Project } from '@/api/project/schemas';
import { DataTable, type Column } from '@/components/DataTable';
import { SafeAvatar } from '@/components/SafeImage';
import { StatusBadge } from '@/components/StatusBadge';
import { Timestamp } from '@/components/Timestamp';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { ActionIconLink, AnchorLink } from '@/components/links';
import { RowActions } from '@/components/RowActions';

export function ProjectsTable({ rows, loading }: { rows: Project[]; loading: boolean }) {
  const [deleting, setDeleting] = useState<Project | null>(null);
  const columns: Column<Project>[] = [
    {
      key: 'name',
      header: 'Name',
      width: '30%',
      cell: (p) => (
        <Group gap="sm" wrap="nowrap">
          <SafeAvatar src={p.icon} name={p.name} size="sm" />
          <AnchorLink to="/projects/$projectId" params={{ projectId: p.id }} fw={500} truncate>
            {p.name}
          </AnchorLink>
        </Group>
      ),
    },
    { key: 'status', header: 'Status', width: 110, cell: (p) => <StatusBadge status={p.status} /> },
    {
      key: 'tags',
      header: 'Tags',
      width: '20%',
      cell: (p) => (
        <Group gap={4} wrap="nowrap">
          {(p.tags ?? []).slice(0, 3).map((t) => (
            <Badge key={t} variant="outline" size="sm" tt="none">
              {t}
            </Badge>
          ))}
          {(p.tags?.length ?? 0) > 3 && (
            <Text size="xs" c="dimmed">
              +{(p.tags?.length ?? 0) - 3}
            </Text>
          )}
        </Group>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      cell: (p) => (
        <Text size="sm" c="dimmed" truncate>
          {p.description || '—'}
        </Text>
      ),
    },
    {
      key: 'updatedAt',
      header: 'Updated',
      width: 170,
      cell: (p) => <Timestamp value={p.updatedAt} size="sm" />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      width: 84,
      cell: (p) => (
        <RowActions
          name={p.name}
          onDelete={() => setDeleting(p)}
          edit={
            <ActionIconLink
              to="/projects/$projectId/edit"
              params={{ projectId: p.id }}
              variant="subtle"
              aria-label={`Edit ${p.name}`}
              title="Edit"
            >
              <IconPencil size={16} />
            </ActionIconLink>
          }
        />
      ),
    },
  ];
  return (
    <>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(p) => p.id}
        caption="Projects"
        loading={loading}
      />
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
