import type { ReactNode } from 'react';
import type { Status } from '@/api/common';
import { PlainBadge } from '@/components/plain/PlainBadge';
import { PlainText } from '@/components/plain/PlainText';
import { StatusBadge } from '@/components/StatusBadge';
import { Timestamp } from '@/components/Timestamp';
import type { Column } from './column';
import classes from './columns.module.css';

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
        <div className={classes.tags} title={tags.join(', ')}>
          {tags.slice(0, shown).map((t) => (
            <PlainBadge key={t} variant="outline" size="sm" asTyped>
              {t}
            </PlainBadge>
          ))}
          {tags.length > shown && (
            <PlainText size="xs" dimmed>
              +{tags.length - shown}
            </PlainText>
          )}
        </div>
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
    // The day ('Nov 19, 2026'; the time on hover): the name beside it gets the room.
    width: 140,
    sortField: 'updatedAt',
    visibleFrom: 'lg',
    csv: (r) => (r.updatedAt ? new Date(r.updatedAt).toISOString() : ''),
    cell: (r) => <Timestamp value={r.updatedAt} size="sm" dateOnly />,
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
        <PlainText size="sm" dimmed truncate title={v}>
          {v}
        </PlainText>
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
  fw: 500;
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
        <div className={classes.named}>
          {opts.icon(r)}
          {link}
        </div>
      ) : (
        link
      );
    },
  };
}
