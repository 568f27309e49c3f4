import { ActionIcon, Badge, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';

import { useState } from 'react';
import type { Project } from '@/api/project/schemas';
import { DataTable, type Column } from '@/components/DataTable';
import { SafeAvatar } from '@/components/SafeImage';
import { StatusBadge } from '@/components/StatusBadge';
import { Timestamp } from '@/components/Timestamp';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { AnchorLink, MenuItemLink } from '@/components/links';

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
      width: 56,
      cell: (p) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={`Actions for ${p.name}`}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <MenuItemLink
              to="/projects/$projectId/edit"
              params={{ projectId: p.id }}
              leftSection={<IconPencil size={14} />}
            >
              Edit
            </MenuItemLink>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => setDeleting(p)}
            >
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
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
