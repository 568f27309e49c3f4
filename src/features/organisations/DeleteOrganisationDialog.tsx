import { useQuery } from '@tanstack/react-query';
import { invitationQueries } from '@/api/invitation/queries';
import { userQueries } from '@/api/user/queries';
import { userName } from '@/lib/user-name';
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
 * Delete. The dialog names its users first: the service refuses (and the dialog shows its
 * message) while any remain. Pending invitations to it are named too: they stay, and would bring
 * people into a deleted one.
 */
export function DeleteOrganisationDialog({ organisation, onClose, onDeleted }: Props) {
  const invitations = useQuery({
    ...invitationQueries.list({
      where: `status = 'PENDING' and organisationId = ${organisation?.id ?? 0}`,
      size: 100,
    }),
    enabled: organisation !== null,
  });
  const members = useQuery({
    ...userQueries.list({ where: `organisationId = ${organisation?.id ?? 0}`, size: 100 }),
    enabled: organisation !== null,
  });
  const emails = (invitations.data?.data ?? []).map((i) => i.email ?? `Invitation #${i.id}`);
  const users = members.data?.data ?? [];
  const cascade: Cascade = {
    loading: invitations.isPending || members.isPending,
    removesActions: false,
    refused: users.length > 0,
    lead: users.length
      ? 'It still has users: the service refuses to delete it until they belong to another organisation.'
      : 'Pending invitations name it, and stay after it is gone: revoke them on the Users page first unless they should still be accepted.',
    groups: [
      { kind: 'users', names: users.map(userName) },
      { kind: 'pending invitations', names: emails },
    ].filter((g) => g.names.length > 0),
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
