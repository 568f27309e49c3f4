import type { User } from '@/api/user/schemas';
import type { Column } from '@/components/list/column';
import { IconPencil } from '@tabler/icons-react';
import {
  nameColumn,
  rowActionsColumn,
  statusColumn,
  textColumn,
  updatedColumn,
} from '@/components/list/columns';
import { PlainIconButton } from '@/components/plain/PlainIconButton';
import { PlainText } from '@/components/plain/PlainText';
import { WRAP_ANYWHERE } from '@/components/inline-styles';
import { RowAnchorLink } from '@/components/links';
import { SafeAvatar } from '@/components/SafeImage';
import { RoleBadges } from './RoleBadges';
import { userName } from '@/lib/user-name';

/** An address with a line-break opportunity after its @. */
function emailParts(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/**
 * The users table: name, e-mail, organisation, roles, status, and for an admin who may edit users
 * an edit button per row (the interface has no user deletion: a user is disabled by an edit).
 */
export function userColumns(
  orgName: (id: number | null | undefined) => string,
  onEdit?: (user: User) => void,
): Column<User>[] {
  const columns: Column<User>[] = [
    {
      ...nameColumn({
        // A name and its avatar (at 1024 px a fifth of the table cut them); no more, so that the
        // e-mail beside it reads whole at 1440 px (a fifth cut "carla.adeyemi@northwind.…").
        width: 190,
        name: userName,
        icon: (u) => <SafeAvatar src={null} name={userName(u)} size="sm" />,
        link: (u, props) => (
          <RowAnchorLink to="/users/$userId" params={{ userId: u.id }} {...props} />
        ),
      }),
      sortField: 'lastName',
    },
    {
      ...textColumn('email', 'E-mail', (u) => u.email, { sortField: 'email' }),
      // Whole, on two lines where the column is narrow (at 1024 px only the local part showed):
      // the line breaks after the @, or anywhere in a longer domain.
      cell: (u) => (
        <PlainText size="sm" dimmed style={WRAP_ANYWHERE}>
          {u.email ? emailParts(u.email) : '—'}
        </PlainText>
      ),
    },
    // From lg: at 1024 px it left every column cut ("Maria Kowal…", "extractor-ad…"); the list
    // filters by organisation, and the user's page names it.
    textColumn('organisation', 'Organisation', (u) => orgName(u.organisationId), {
      visibleFrom: 'lg',
    }),
    {
      key: 'roles',
      header: 'Roles',
      // Its badges' width (two stack): the rest goes to the addresses and organisations, which
      // were cut at 1440 px beside a half-empty name column.
      width: 150,
      csv: (u) => (u.roles ?? []).join(' '),
      cell: (u) => <RoleBadges roles={u.roles} />,
    },
    statusColumn(),
    updatedColumn(),
  ];
  if (onEdit)
    columns.push(
      rowActionsColumn(
        (u) => (
          <PlainIconButton
            aria-label={`Edit ${userName(u)}`}
            title="Edit roles, organisation and status"
            onClick={() => onEdit(u)}
          >
            <IconPencil size={16} />
          </PlainIconButton>
        ),
        56,
      ),
    );
  return columns;
}
