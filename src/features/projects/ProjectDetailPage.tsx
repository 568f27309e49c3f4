import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChartBar, IconPencil } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { contractQueries } from '@/api/contract/queries';
import { projectQueries } from '@/api/project/queries';
import { SafeAvatar } from '@/components/SafeImage';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { Timestamp } from '@/components/Timestamp';
import { formatCount } from '@/lib/format';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { ProjectDocumentation } from './ProjectDocumentation';
import { ButtonLink } from '@/components/links';
import { DeleteButton } from '@/components/DeleteButton';
import { DetailField } from '@/components/DetailField';
import { TenantName } from '@/components/TenantName';

const route = getRouteApi('/_app/projects/$projectId/');

/** How many contracts the project has (its loader asks beside the project). */
export const projectContractsCount = (projectId: number) =>
  contractQueries.count(`projectId = ${projectId}`);

export function ProjectDetailPage() {
  const { projectId } = route.useParams();
  const navigate = useNavigate();
  const { data: project } = useSuspenseQuery(projectQueries.detail(projectId));
  const contracts = useQuery(projectContractsCount(projectId));
  const [deleting, setDeleting] = useState(false);
  const params = { projectId };
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[sectionCrumb('projects')]}
        title={project.name}
        status={project.status}
        tags={project.tags}
        icon={<SafeAvatar src={project.icon} name={project.name} size="lg" square />}
        actions={
          <>
            <ButtonLink
              to="/alerts"
              search={{ projectId, range: '30d' }}
              variant="default"
              leftSection={<IconAlertTriangle size={16} />}
            >
              Alerts
            </ButtonLink>
            <ButtonLink
              to="/projects/$projectId/edit"
              params={params}
              leftSection={<IconPencil size={16} />}
              variant="default"
            >
              Edit
            </ButtonLink>
            <DeleteButton onClick={() => setDeleting(true)} />
          </>
        }
      />
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Text>
            {project.description || (
              <Text span c="dimmed">
                No description.
              </Text>
            )}
          </Text>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <DetailField label="Project ID">{project.id}</DetailField>
            <DetailField label="Tenant">
              <TenantName id={project.tenantId} />
            </DetailField>
            <DetailField label="Created">
              <Timestamp value={project.createdAt} />
            </DetailField>
            <DetailField label="Updated">
              <Timestamp value={project.updatedAt} />
            </DetailField>
          </SimpleGrid>
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <Group justify="space-between">
          <div>
            <Text fw={600}>Contracts &amp; wallets</Text>
            <Text size="sm" c="dimmed">
              {contracts.isSuccess
                ? `${formatCount(contracts.data.total ?? 0)} in this project`
                : contracts.isError
                  ? 'The count could not be loaded.'
                  : 'Counting…'}
            </Text>
          </div>
          <Group gap="sm">
            <ButtonLink to="/contracts/new" search={{ projectId }} variant="default">
              Add contract or wallet
            </ButtonLink>
            <ButtonLink to="/contracts" search={{ projectId }} variant="default">
              Open contracts &amp; wallets
            </ButtonLink>
          </Group>
        </Group>
      </Paper>
      <Paper withBorder p="lg">
        <Group justify="space-between">
          <div>
            <Text fw={600}>Dashboard</Text>
            <Text size="sm" c="dimmed">
              This project&apos;s alerts by interval, query and time zone, as a chart or a table.
            </Text>
          </div>
          <ButtonLink
            to="/projects/$projectId/dashboard"
            params={params}
            variant="default"
            leftSection={<IconChartBar size={16} />}
          >
            Open dashboard
          </ButtonLink>
        </Group>
      </Paper>
      <ProjectDocumentation projectId={projectId} />
      <DeleteProjectDialog
        project={deleting ? project : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: '/projects' })}
      />
    </Stack>
  );
}
