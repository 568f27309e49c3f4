import { Button, Stack } from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { KNOWN_ROLES } from '@/api/rules/roles';
import { userQueries } from '@/api/user/queries';
import type { User } from '@/api/user/schemas';
import { ListScreen } from '@/components/list/ListScreen';
import { SearchFilter } from '@/components/list/SearchFilter';
import { SelectFilter } from '@/components/list/SelectFilter';
import { StatusFilter } from '@/components/list/StatusFilter';
import { useListState } from '@/components/list/use-list-state';
import { ReadOnlyNote } from '@/components/ReadOnlyNote';
import { useCanWrite } from '@/lib/use-can-write';
import { InvitationsPanel } from './InvitationsPanel';
import { useOrganisations } from '@/lib/use-organisations';
import { userColumns } from './user-columns';
import { userList, userSearchBody } from './user-list-search';
import { userName } from '@/lib/user-name';
import { lazyDialog } from '@/components/lazy-dialog';
import { EditUserModal } from './LazyEditUserModal';
import type { InviteDraft } from './InviteUserModal';

/** Its form and dialog load when first opened (lazyDialog). */
const InviteUserModal = lazyDialog(() =>
  import('./InviteUserModal').then((m) => m.InviteUserModal),
);

const route = getRouteApi('/_app/users/');

export function UsersListPage() {
  const state = useListState(route.useSearch(), userList.cleared);
  const { search, set } = state;
  const orgs = useOrganisations();
  const canInvite = useCanWrite('invitation');
  const [inviting, setInviting] = useState(false);
  const [draft, setDraft] = useState<InviteDraft | null>(null);
  const canEdit = useCanWrite('user');
  const [editing, setEditing] = useState<User | null>(null);
  const invite = canInvite.allowed ? (
    <Button
      leftSection={<IconMailPlus size={16} />}
      onClick={() => {
        setDraft(null);
        setInviting(true);
      }}
    >
      Invite user
    </Button>
  ) : undefined;
  return (
    <Stack gap="lg">
      <div>
        <ReadOnlyNote reason={canInvite.reason} />
        <ListScreen
          title="Users"
          description="The people of your tenant, their roles and organisations."
          create={invite}
          state={state}
          def={userList}
          sortLabels={{
            lastName: 'Last name',
            firstName: 'First name',
            email: 'E-mail',
            updatedAt: 'Last updated',
            id: 'ID',
          }}
          listQuery={userQueries.list}
          body={userSearchBody(search)}
          filters={
            <>
              <SearchFilter
                value={search.q}
                onChange={(q, opts) => set({ q }, opts)}
                placeholder="Name or e-mail"
              />
              <SelectFilter
                label="Organisation"
                placeholder="Any organisation"
                data={orgs.options}
                value={search.organisationId}
                parse={(v) => Number(v) || undefined}
                onChange={(organisationId) => set({ organisationId })}
                searchable
                w={220}
              />
              <SelectFilter
                label="Role"
                placeholder="Any role"
                data={KNOWN_ROLES}
                value={search.role}
                parse={(v) => v}
                onChange={(role) => set({ role })}
                w={170}
              />
              <StatusFilter value={search.status} onChange={(status) => set({ status })} />
            </>
          }
          columns={userColumns(orgs.nameOf, canEdit.allowed ? setEditing : undefined)}
          rowKey={(u) => u.id}
          rowName={userName}
          noun="users"
          empty={{ description: 'Invite the first user of your tenant.', action: invite }}
          exportName="users"
        />
      </div>
      <InvitationsPanel
        narrow={{ q: search.q, role: search.role, organisationId: search.organisationId }}
        orgName={orgs.nameOf}
        canRevoke={canInvite.allowed}
        onInviteAgain={(i) => {
          setDraft({
            email: i.email,
            roles: i.roles ?? [],
            organisationId: i.organisationId ?? null,
          });
          setInviting(true);
        }}
      />
      <InviteUserModal
        opened={inviting}
        onClose={() => setInviting(false)}
        organisations={orgs.options}
        draft={draft}
      />
      <EditUserModal
        user={editing}
        name={editing ? userName(editing) : ''}
        organisations={orgs.options}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
