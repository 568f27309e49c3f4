import { Button, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { invitationQueries, useRevokeInvitation } from '@/api/invitation/queries';
import type { Invitation } from '@/api/user/schemas';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { QueryState } from '@/components/QueryState';
import { ScrollRegion } from '@/components/ScrollRegion';
import { Timestamp } from '@/components/Timestamp';
import { RoleBadges } from './RoleBadges';
import classes from './users.module.css';

const PENDING = {
  from: 0,
  size: 100,
  where: "status = 'PENDING'",
  sort: [{ field: 'createdAt', order: 'Desc' as const }],
};

interface Props {
  orgName: (id: number | null | undefined) => string;
  /** Whether the key may revoke (admin or extractor-admin). */
  canRevoke: boolean;
}

/** Invitations not yet accepted, newest first, each revocable. */
export function InvitationsPanel({ orgName, canRevoke }: Props) {
  const query = useQuery(invitationQueries.list(PENDING));
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const rows = query.data?.data ?? [];
  const close = () => {
    revoke.reset();
    setRevoking(null);
  };
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Pending invitations
        </Title>
        <QueryState
          query={query}
          errorTitle="Invitations could not be loaded"
          loading={<Skeleton h={80} />}
          empty={{
            when: rows.length === 0,
            node: (
              <Text size="sm" c="dimmed">
                No invitation is waiting to be accepted.
              </Text>
            ),
          }}
        >
          <ScrollRegion label="Pending invitations">
            <Table aria-label="Pending invitations" miw={660} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th w={200}>Roles</Table.Th>
                  <Table.Th w={200}>Organisation</Table.Th>
                  <Table.Th visibleFrom="xl">Sent</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  {canRevoke && <Table.Th aria-label="Actions" />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((i) => (
                  <Table.Tr key={i.id}>
                    <Table.Td className={classes.email}>{i.email}</Table.Td>
                    <Table.Td>
                      <RoleBadges roles={i.roles} />
                    </Table.Td>
                    <Table.Td>{orgName(i.organisationId)}</Table.Td>
                    <Table.Td className={classes.nowrap} visibleFrom="xl">
                      <Timestamp value={i.createdAt} size="sm" />
                    </Table.Td>
                    <Table.Td className={classes.nowrap}>
                      <Timestamp value={i.expiredAt} size="sm" />
                    </Table.Td>
                    {canRevoke && (
                      <Table.Td ta="right">
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Revoke the invitation of ${i.email}`}
                          onClick={() => setRevoking(i)}
                        >
                          Revoke
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </QueryState>
      </Stack>
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke this invitation?"
        confirmLabel="Revoke invitation"
        pending={revoke.isPending}
        error={revoke.error}
        onClose={close}
        onConfirm={() => {
          if (!revoking || revoke.isPending) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              notifications.show({
                color: 'teal',
                message: `Invitation of ${revoking.email} revoked`,
              });
              close();
            },
          });
        }}
      >
        {`The link sent to ${revoking?.email ?? ''} stops working; you can invite them again later.`}
      </ConfirmDialog>
    </Paper>
  );
}
