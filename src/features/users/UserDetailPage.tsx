import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { userQueries } from '@/api/user/queries';
import { DetailField } from '@/components/DetailField';
import { DetailHeader } from '@/components/DetailHeader';
import { JsonTree } from '@/components/JsonTree';
import { AnchorLink } from '@/components/links';
import { TwoFactorSection } from '@/components/otp/TwoFactorSection';
import { SafeAvatar } from '@/components/SafeImage';
import { Timestamp } from '@/components/Timestamp';
import { sectionCrumb } from '@/components/crumbs';
import { useCanWrite } from '@/lib/use-can-write';
import { RoleBadges } from './RoleBadges';
import { useOrganisations } from '@/lib/use-organisations';
import { userName } from '@/lib/user-name';
import { EditUserModal } from './LazyEditUserModal';
import { TenantName } from '@/components/TenantName';

const route = getRouteApi('/_app/users/$userId');

export function UserDetailPage() {
  const { userId } = route.useParams();
  const { data: user } = useSuspenseQuery(userQueries.detail(userId));
  const me = useQuery(userQueries.me());
  const orgs = useOrganisations();
  const canEdit = useCanWrite('user');
  const otherOtp = useCanWrite('other-user-otp');
  const [editing, setEditing] = useState(false);
  const name = userName(user);
  const self = me.data?.id === user.id;
  const meta = user.meta && Object.keys(user.meta).length > 0 ? user.meta : null;
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[sectionCrumb('users')]}
        title={name}
        status={user.status}
        icon={<SafeAvatar src={null} name={name} size="lg" />}
        subtitle={user.email ?? undefined}
        actions={
          canEdit.allowed && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => setEditing(true)}
            >
              Edit roles and organisation
            </Button>
          )
        }
      />
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <DetailField label="Roles">
            <RoleBadges roles={user.roles} />
          </DetailField>
          <DetailField label="Organisation">
            {user.organisationId == null ? (
              '—'
            ) : (
              <AnchorLink
                to="/organisations/$organisationId"
                params={{ organisationId: user.organisationId }}
              >
                {orgs.nameOf(user.organisationId)}
              </AnchorLink>
            )}
          </DetailField>
          <DetailField label="Tenant">
            <TenantName id={user.tenantId} />
          </DetailField>
          <DetailField label="Identity provider id">
            <Text size="sm" ff="monospace" span>
              {user.externalId ?? '—'}
            </Text>
          </DetailField>
          <DetailField label="Created">
            <Timestamp value={user.createdAt} />
          </DetailField>
          <DetailField label="Last updated">
            <Timestamp value={user.updatedAt} />
          </DetailField>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Meta
          </Title>
          {meta ? (
            <JsonTree data={meta} label="User meta" searchable={false} />
          ) : (
            <Text size="sm" c="dimmed">
              No meta data.
            </Text>
          )}
        </Stack>
      </Paper>
      <TwoFactorSection
        userId={user.id}
        account={user.email ?? `user-${user.id}`}
        whose={self ? 'Your' : `${name}’s`}
        allowed={self || otherOtp.allowed}
        reason={otherOtp.reason?.replace(/^roles:\s*/, '')}
      />
      <EditUserModal
        user={editing ? user : null}
        name={name}
        organisations={orgs.options}
        onClose={() => setEditing(false)}
      />
    </Stack>
  );
}
