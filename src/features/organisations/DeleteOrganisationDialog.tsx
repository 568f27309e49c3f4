import { useQuery } from '@tanstack/react-query';
import { invitationQueries } from '@/api/invitation/queries';
import { useDeleteOrganisation } from '@/api/organisation/queries';
import type { Organisation } from '@/api/organisation/schemas';
import { RecordDeleteDialog } from '@/components/delete/RecordDeleteDialog';
import type { Cascade } from '@/components/delete/use-cascade';

interface Props {
  organisation: Pick<Organisation, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Delete; the service refuses (and the dialog shows its message) while users remain. Pending
 * invitations to it are named first: they stay, and would bring people into a deleted one.
 */
export function DeleteOrganisationDialog({ organisation, onClose, onDeleted }: Props) {
  const invitations = useQuery({
    ...invitationQueries.list({
      where: `status = 'PENDING' and organisationId = ${organisation?.id ?? 0}`,
      size: 100,
    }),
    enabled: organisation !== null,
  });
  const emails = (invitations.data?.data ?? []).map((i) => i.email ?? `Invitation #${i.id}`);
  const cascade: Cascade = {
    loading: invitations.isPending,
    removesActions: false,
    lead: 'Pending invitations name it. They stay: revoke them on the Users page first unless they should still be accepted:',
    groups: emails.length ? [{ kind: 'pending invitations', names: emails }] : [],
  };
  return (
    <RecordDeleteDialog
      record={organisation}
      kind="organisation"
      name={organisation?.name ?? ''}
      cascade={cascade}
      remove={useDeleteOrganisation()}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
