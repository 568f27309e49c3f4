import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { organisationQueries } from '@/api/organisation/queries';
import { ListScreen } from '@/components/list/ListScreen';
import { SearchFilter } from '@/components/list/SearchFilter';
import { StatusFilter } from '@/components/list/StatusFilter';
import { useListState } from '@/components/list/use-list-state';
import { useCanWrite } from '@/lib/use-can-write';
import { useOrganisationColumns } from './organisation-columns';
import { organisationList, organisationSearchBody } from './organisation-list-search';
import { OrganisationFormModal } from './LazyOrganisationFormModal';
import { ReadOnlyNote } from '@/components/ReadOnlyNote';

const route = getRouteApi('/_app/organisations/');

export function OrganisationsListPage() {
  const state = useListState(route.useSearch(), organisationList.cleared);
  const { search, set } = state;
  const { columns, dialogs } = useOrganisationColumns();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const can = useCanWrite('organisation');
  const newButton = can.allowed ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      New organisation
    </Button>
  ) : undefined;
  return (
    <>
      <ReadOnlyNote reason={can.reason} />
      <ListScreen
        title="Organisations"
        description="Regulator organisations: who oversees the tenant, with their branding."
        create={newButton}
        state={state}
        def={organisationList}
        sortLabels={{ name: 'Name', parent: 'Parent', updatedAt: 'Last updated', id: 'ID' }}
        listQuery={organisationQueries.list}
        body={organisationSearchBody(search)}
        filters={
          <>
            <SearchFilter
              value={search.q}
              onChange={(q, opts) => set({ q }, opts)}
              placeholder="Name or parent"
            />
            <StatusFilter value={search.status} onChange={(status) => set({ status })} />
          </>
        }
        columns={columns}
        rowKey={(o) => o.id}
        rowName={(o) => o.name}
        noun="organisations"
        empty={{ description: 'No regulator organisation yet.', action: newButton }}
        exportName="organisations"
      />
      {dialogs}
      <OrganisationFormModal
        editing={creating ? 'new' : null}
        onClose={() => setCreating(false)}
        onCreated={(o) =>
          void navigate({
            to: '/organisations/$organisationId',
            params: { organisationId: o.id },
          })
        }
      />
    </>
  );
}
