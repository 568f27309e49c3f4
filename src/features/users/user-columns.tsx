import type { User } from '@/api/user/schemas';
import type { Column } from '@/components/list/column';
import { nameColumn, statusColumn, textColumn, updatedColumn } from '@/components/list/columns';
import { AnchorLink } from '@/components/links';
import { SafeAvatar } from '@/components/SafeImage';
import { RoleBadges } from './RoleBadges';
import { userName } from './user-name';

/** The users table: name, e-mail, organisation, roles, status. */
export function userColumns(orgName: (id: number | null | undefined) => string): Column<User>[] {
  return [
    {
      ...nameColumn({
        width: '24%',
        name: userName,
        icon: (u) => <SafeAvatar src={null} name={userName(u)} size="sm" />,
        link: (u, props) => <AnchorLink to="/users/$userId" params={{ userId: u.id }} {...props} />,
      }),
      sortField: 'lastName',
    },
    textColumn('email', 'E-mail', (u) => u.email, { sortField: 'email' }),
    textColumn('organisation', 'Organisation', (u) => orgName(u.organisationId), {
      visibleFrom: 'md',
    }),
    {
      key: 'roles',
      header: 'Roles',
      csv: (u) => (u.roles ?? []).join(' '),
      cell: (u) => <RoleBadges roles={u.roles} />,
    },
    statusColumn(),
    updatedColumn(),
  ];
}
