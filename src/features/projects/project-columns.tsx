import { IconPencil } from '@tabler/icons-react';
import { Suspense, useMemo, useState } from 'react';
import { lazyStyled } from '@/lib/styles';
import type { Project } from '@/api/project/schemas';
import type { Column } from '@/components/list/column';
import {
  nameColumn,
  rowActionsColumn,
  statusColumn,
  tagsColumn,
  textColumn,
  updatedColumn,
} from '@/components/list/columns';
import { RowActionIconLink, RowAnchorLink } from '@/components/links';
import { RowActions } from '@/components/RowActions';
import { SafeAvatar } from '@/components/SafeImage';
import { useLatch } from '@/lib/use-latch';

/** Loaded on the first delete: a dialog is not part of the list's first paint. */
const DeleteProjectDialog = lazyStyled(() =>
  import('./DeleteProjectDialog').then((m) => ({ default: m.DeleteProjectDialog })),
);

/** The projects table's columns, and the delete dialog their row buttons open. */
export function useProjectColumns() {
  const [deleting, setDeleting] = useState<Project | null>(null);
  // The same columns on every render, so the table's rows can skip rendering (DataTable's Row).
  const columns = useMemo<Column<Project>[]>(
    () => [
      nameColumn({
        width: '30%',
        name: (p) => p.name,
        icon: (p) => <SafeAvatar src={p.icon} name={p.name} size="sm" />,
        link: (p, props) => (
          <RowAnchorLink to="/projects/$projectId" params={{ projectId: p.id }} {...props} />
        ),
      }),

      statusColumn(),
      tagsColumn(),
      // At 1024 px the date the list may be sorted by, before the description.
      textColumn('description', 'Description', (p) => p.description, { visibleFrom: 'lg' }),
      { ...updatedColumn<Project>(), visibleFrom: 'md' },
      rowActionsColumn((p) => (
        <RowActions
          name={p.name}
          onDelete={() => setDeleting(p)}
          edit={
            <RowActionIconLink
              to="/projects/$projectId/edit"
              params={{ projectId: p.id }}
              variant="subtle"
              aria-label={`Edit ${p.name}`}
              title="Edit"
            >
              <IconPencil size={16} />
            </RowActionIconLink>
          }
        />
      )),
    ],
    [],
  );
  const dialogUsed = useLatch(deleting !== null);
  const dialogs = dialogUsed && (
    <Suspense fallback={null}>
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
    </Suspense>
  );
  return { columns, dialogs };
}
