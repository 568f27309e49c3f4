import { ActionIcon, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { Organisation } from '@/api/organisation/schemas';
import type { Column } from '@/components/list/column';
import {
  nameColumn,
  rowActionsColumn,
  statusColumn,
  textColumn,
  updatedColumn,
} from '@/components/list/columns';
import { RowAnchorLink } from '@/components/links';
import { RowActions } from '@/components/RowActions';
import { SafeAvatar } from '@/components/SafeImage';
import { useCanWrite } from '@/lib/use-can-write';
import { DeleteOrganisationDialog } from './DeleteOrganisationDialog';
import { OrganisationFormModal } from './LazyOrganisationFormModal';
import { TenantName } from '@/components/TenantName';

/** The organisations table's columns, and the dialogs their row buttons open. */
export function useOrganisationColumns() {
  const [deleting, setDeleting] = useState<Organisation | null>(null);
  const [editing, setEditing] = useState<Organisation | null>(null);
  const { allowed } = useCanWrite('organisation');
  const columns: Column<Organisation>[] = [
    nameColumn({
      // Never under a long name's room: at 1024 px 28% cut "Baltic Virtual As…" beside a parent
      // with room to spare.
      width: 'max(28%, 280px)',
      name: (o) => o.name,
      icon: (o) => <SafeAvatar src={o.icon} name={o.name} size="sm" />,
      link: (o, props) => (
        <RowAnchorLink
          to="/organisations/$organisationId"
          params={{ organisationId: o.id }}
          {...props}
        />
      ),
    }),
    textColumn('parent', 'Parent', (o) => o.parent, { sortField: 'parent' }),
    {
      key: 'tenant',
      header: 'Tenant',
      // A tenant's whole name at 1440 px ("Northwind Digital Assets" was cut at 160).
      width: 210,
      csv: (o) => String(o.tenantId ?? ''),
      cell: (o) => (
        <Text size="sm" truncate>
          <TenantName id={o.tenantId} />
        </Text>
      ),
      // One value for a tenant's key: the first column to go when the table narrows.
      visibleFrom: 'xl',
    },
    statusColumn(),
    updatedColumn(),
  ];
  if (allowed)
    columns.push(
      rowActionsColumn((o) => (
        <RowActions
          name={o.name}
          onDelete={() => setDeleting(o)}
          edit={
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${o.name}`}
              title="Edit"
              onClick={() => setEditing(o)}
            >
              <IconPencil size={16} />
            </ActionIcon>
          }
        />
      )),
    );
  const dialogs = (
    <>
      <DeleteOrganisationDialog organisation={deleting} onClose={() => setDeleting(null)} />
      <OrganisationFormModal editing={editing} onClose={() => setEditing(null)} />
    </>
  );
  return { columns, dialogs };
}
