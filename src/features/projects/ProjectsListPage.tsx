import { IconPlus } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { projectQueries, useUpdateProject } from '@/api/project/queries';
import type { Project } from '@/api/project/schemas';
import { ButtonLink } from '@/components/links';
import { ListScreen } from '@/components/list/ListScreen';
import { SearchFilter } from '@/components/list/SearchFilter';
import { StatusFilter } from '@/components/list/StatusFilter';
import { TagFilter } from '@/components/list/TagFilter';
import { useListState } from '@/components/list/use-list-state';
import { statusBulkActions } from '@/components/list/status-bulk';
import { projectList, projectSearchBody } from './project-list-search';
import { useProjectColumns } from './project-columns';

const route = getRouteApi('/_app/projects/');

export function ProjectsListPage() {
  const state = useListState(route.useSearch(), projectList.cleared);
  const { search, set } = state;
  const { columns, dialogs } = useProjectColumns();
  const update = useUpdateProject();
  return (
    <>
      <ListScreen
        title="Projects"
        description="Group the contracts and wallets you monitor."
        create={
          <ButtonLink to="/projects/new" leftSection={<IconPlus size={16} />}>
            New project
          </ButtonLink>
        }
        state={state}
        def={projectList}
        sortLabels={{ name: 'Name', updatedAt: 'Last updated', createdAt: 'Created', id: 'ID' }}
        listQuery={projectQueries.list}
        body={projectSearchBody(search)}
        filters={
          <>
            <SearchFilter
              value={search.q}
              onChange={(q, opts) => set({ q }, opts)}
              placeholder="Name or description"
            />
            <StatusFilter value={search.status} onChange={(status) => set({ status })} />
            <TagFilter value={search.tag} onChange={(tag) => set({ tag })} />
          </>
        }
        columns={columns}
        rowKey={(p) => p.id}
        rowName={(p) => p.name}
        noun="projects"
        empty={{
          description: 'Create the first project to start monitoring.',
          action: <ButtonLink to="/projects/new">New project</ButtonLink>,
        }}
        exportName="projects"
        bulk={statusBulkActions((p: Project, status) =>
          update.mutateAsync({ id: p.id, body: { status } }),
        )}
      />
      {dialogs}
    </>
  );
}
