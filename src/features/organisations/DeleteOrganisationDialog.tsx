import { useDeleteOrganisation } from '@/api/organisation/queries';
import type { Organisation } from '@/api/organisation/schemas';
import { RecordDeleteDialog } from '@/components/delete/RecordDeleteDialog';

interface Props {
  organisation: Pick<Organisation, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Delete; the service refuses (and the dialog shows its message) while users remain. */
export function DeleteOrganisationDialog({ organisation, onClose, onDeleted }: Props) {
  return (
    <RecordDeleteDialog
      record={organisation}
      kind="organisation"
      name={organisation?.name ?? ''}
      remove={useDeleteOrganisation()}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
