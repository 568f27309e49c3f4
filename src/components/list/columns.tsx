import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Status } from '@/api/common';
import { StatusBadge } from '@/components/StatusBadge';
import { Timestamp } from '@/components/Timestamp';
import type { Column } from './column';

/** Column builders for what many lists show the same way. */

export function tagsColumn<T extends { tags?: string[] | null }>(shown = 3): Column<T> {
  return {
    key: 'tags',
    header: 'Tags',
    width: 170,
    visibleFrom: 'lg',
    csv: (r) => (r.tags ?? []).join(' '),
    cell: (r) => {
      const tags = r.tags ?? [];
      return (
        <Group gap={4} wrap="nowrap" title={tags.join(', ')}>
          {tags.slice(0, shown).map((t) => (
            <Badge key={t} variant="outline" size="sm" tt="none">
              {t}
            </Badge>
          ))}
          {tags.length > shown && (
            <Text size="xs" c="dimmed">
              +{tags.length - shown}
            </Text>
          )}
        </Group>
      );
    },
  };
}

export function statusColumn<T extends { status?: Status | null }>(): Column<T> {
  return {
    key: 'status',
    header: 'Status',
    width: 110,
    sortField: 'status',
    csv: (r) => r.status ?? '',
    cell: (r) => <StatusBadge status={r.status} />,
  };
}

export function updatedColumn<T extends { updatedAt?: number | null }>(): Column<T> {
  return {
    key: 'updatedAt',
    header: 'Updated',
    width: 170,
    sortField: 'updatedAt',
    visibleFrom: 'lg',
    csv: (r) => (r.updatedAt ? new Date(r.updatedAt).toISOString() : ''),
    cell: (r) => <Timestamp value={r.updatedAt} size="sm" />,
  };
}

/** Text that truncates, with the whole value on hover. */
export function textColumn<T>(
  key: string,
  header: string,
  value: (row: T) => string | null | undefined,
  extra: Partial<Column<T>> = {},
): Column<T> {
  return {
    key,
    header,
    csv: value,
    cell: (r) => {
      const v = value(r) || '—';
      return (
        <Text size="sm" c="dimmed" truncate title={v}>
          {v}
        </Text>
      );
    },
    ...extra,
  };
}

/** The row's own buttons (edit, delete, enable…): always in view at the right edge. */
export function rowActionsColumn<T>(cell: (row: T) => ReactNode, width = 96): Column<T> {
  return { key: 'actions', header: 'Actions', hideHeader: true, width, sticky: true, cell };
}

interface NameLinkProps {
  fw: number;
  truncate: true;
  title: string;
  children: string;
}

/**
 * The record's name as a link to its page (sorted by `name`, truncated with the whole name on
 * hover), with an optional icon before it. `link` renders the typed router link with `props`.
 */
export function nameColumn<T>(opts: {
  name: (row: T) => string;
  link: (row: T, props: NameLinkProps) => ReactNode;
  icon?: (row: T) => ReactNode;
  width?: number | string;
}): Column<T> {
  return {
    key: 'name',
    header: 'Name',
    width: opts.width,
    sortField: 'name',
    csv: opts.name,
    cell: (r) => {
      const name = opts.name(r);
      const link = opts.link(r, { fw: 500, truncate: true, title: name, children: name });
      return opts.icon ? (
        <Group gap="sm" wrap="nowrap">
          {opts.icon(r)}
          {link}
        </Group>
      ) : (
        link
      );
    },
  };
}
