import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { projectQueries } from '@/api/project/queries';
import { EmptyResult } from '@/components/EmptyResult';
import { LoadError } from '@/components/LoadError';
import { Pager } from '@/components/Pager';
import { ProjectsTable } from './ProjectsTable';
import { ProjectsToolbar } from './ProjectsToolbar';
import { projectSearchBody, type ProjectListSearch } from './project-list-search';
import { ButtonLink } from '@/components/links';

const route = getRouteApi('/_app/projects/');

export function ProjectsListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery({
    ...projectQueries.list(projectSearchBody(search)),
    placeholderData: keepPreviousData,
  });
  const setSearch = (patch: Partial<ProjectListSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });

  const rows = query.data?.data ?? [];
  const filtered = Boolean(search.q || search.status || search.tag || search.where);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={1}>Projects</Title>
          <Text c="dimmed" size="sm">
            Group the contracts and wallets you monitor.
          </Text>
        </div>
        <ButtonLink to="/projects/new" leftSection={<IconPlus size={16} />}>
          New project
        </ButtonLink>
      </Group>

      <ProjectsToolbar search={search} onChange={setSearch} whereError={query.error} />

      {query.isError && !query.data && (
        <LoadError
          title="Projects could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}

      {query.isSuccess && rows.length === 0 ? (
        <EmptyResult
          title={filtered ? 'No projects match these filters' : 'No projects yet'}
          description={
            filtered
              ? 'Try a broader search or clear the filters.'
              : 'Create the first project to start monitoring.'
          }
          action={
            filtered ? (
              <Button
                variant="default"
                onClick={() =>
                  setSearch({
                    q: undefined,
                    status: undefined,
                    tag: undefined,
                    where: undefined,
                    from: 0,
                  })
                }
              >
                Clear filters
              </Button>
            ) : (
              <ButtonLink to="/projects/new">New project</ButtonLink>
            )
          }
        />
      ) : (
        !(query.isError && !query.data) && (
          <Paper withBorder>
            <ProjectsTable rows={rows} loading={query.isPending} />
          </Paper>
        )
      )}

      {query.data && (
        <Pager
          from={search.from}
          size={search.size}
          total={query.data.total}
          shown={rows.length}
          onChange={(p) => setSearch(p)}
        />
      )}
    </Stack>
  );
}
