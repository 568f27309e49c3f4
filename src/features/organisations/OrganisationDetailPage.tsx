import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { organisationQueries } from '@/api/organisation/queries';
import { DeleteButton } from '@/components/DeleteButton';
import { DetailField } from '@/components/DetailField';
import { DetailHeader } from '@/components/DetailHeader';
import { ButtonLink } from '@/components/links';
import { ReadOnlyNote } from '@/components/ReadOnlyNote';
import { SafeAvatar } from '@/components/SafeImage';
import { Timestamp } from '@/components/Timestamp';
import { sectionCrumb } from '@/components/crumbs';
import { useCanWrite } from '@/lib/use-can-write';
import { DeleteOrganisationDialog } from './DeleteOrganisationDialog';
import { LogoPreview } from '@/components/LogoPreview';
import { OrganisationFormModal } from './LazyOrganisationFormModal';
import { TenantName } from '@/components/TenantName';

const route = getRouteApi('/_app/organisations/$organisationId');

export function OrganisationDetailPage() {
  const { organisationId } = route.useParams();
  const { data: o } = useSuspenseQuery(organisationQueries.detail(organisationId));
  const navigate = useNavigate();
  const can = useCanWrite('organisation');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[sectionCrumb('organisations')]}
        title={o.name}
        status={o.status}
        icon={<SafeAvatar src={o.icon} name={o.name} size="lg" />}
        subtitle={o.parent || undefined}
        actions={
          can.allowed && (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconPencil size={16} />}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
              <DeleteButton onClick={() => setDeleting(true)} />
            </Group>
          )
        }
      />
      <ReadOnlyNote reason={can.reason} />
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <DetailField label="Parent">{o.parent || '—'}</DetailField>
          <DetailField label="Tenant">
            <TenantName id={o.tenantId} />
          </DetailField>
          <DetailField label="Created">
            <Timestamp value={o.createdAt} />
          </DetailField>
          <DetailField label="Last updated">
            <Timestamp value={o.updatedAt} />
          </DetailField>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Logos
          </Title>
          <LogoPreview name={o.name} logoLight={o.logoLight} darkLogo={o.darkLogo} />
        </Stack>
      </Paper>
      <Group>
        <ButtonLink variant="light" to="/users" search={{ organisationId: o.id }}>
          Users of this organisation
        </ButtonLink>
        <ButtonLink variant="light" to="/scores" search={{ organisationId: o.id }}>
          Scores of this organisation
        </ButtonLink>
      </Group>
      <OrganisationFormModal editing={editing ? o : null} onClose={() => setEditing(false)} />
      <DeleteOrganisationDialog
        organisation={deleting ? o : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: '/organisations' })}
      />
    </Stack>
  );
}
