import { Badge, Button, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
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
import { NOWRAP, WRAP_ANYWHERE } from '@/components/inline-styles';

// Expired ones too: they were never answered, and one click sends them again.
const OPEN = {
  from: 0,
  size: 100,
  where: "status in ('PENDING', 'EXPIRED')",
  sort: [{ field: 'createdAt', order: 'Desc' as const }],
};

interface Props {
  orgName: (id: number | null | undefined) => string;
  /** Whether the key may revoke and invite (admin or extractor-admin). */
  canRevoke: boolean;
  /** Opens the invitation form filled in from an expired invitation. */
  onInviteAgain: (invitation: Invitation) => void;
  /**
   * The users list's search, role and organisation: the invitations narrowed alike (an address
   * that holds the search, a role, an organisation; status is the users').
   */
  narrow?: {
    q?: string | undefined;
    role?: string | undefined;
    organisationId?: number | undefined;
  };
}

/** Invitations not accepted, newest first: a pending one revocable, an expired one sent again. */
export function InvitationsPanel({ orgName, canRevoke, onInviteAgain, narrow = {} }: Props) {
  const query = useQuery(invitationQueries.list(OPEN));
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const all = query.data?.data ?? [];
  // Once invited again, an expired invitation is history: the pending one stands for it.
  const pendingTo = new Set(all.filter((i) => i.status === 'PENDING').map((i) => i.email));
  const open = all.filter((i) => i.status !== 'EXPIRED' || !pendingTo.has(i.email));
  const needle = narrow.q?.trim().toLowerCase() ?? '';
  const { role, organisationId } = narrow;
  const narrowed = needle !== '' || role !== undefined || organisationId !== undefined;
  const rows = open.filter(
    (i) =>
      i.email.toLowerCase().includes(needle) &&
      (role === undefined || (i.roles ?? []).includes(role)) &&
      (organisationId === undefined || i.organisationId === organisationId),
  );
  const close = () => {
    revoke.reset();
    setRevoking(null);
  };
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Invitations not accepted
        </Title>
        {narrowed && rows.length > 0 && (
          <Text size="sm" c="dimmed">
            Only those the search, role and organisation above allow.
          </Text>
        )}
        <QueryState
          query={query}
          errorTitle="Invitations could not be loaded"
          loading={<Skeleton h={80} />}
          empty={{
            when: rows.length === 0,
            node: (
              <Text size="sm" c="dimmed">
                {narrowed && open.length > 0
                  ? 'None of them matches the search, role and organisation above.'
                  : 'No invitation is waiting to be accepted, and none expired unanswered.'}
              </Text>
            ),
          }}
        >
          <ScrollRegion label="Invitations not accepted" tall>
            <Table aria-label="Invitations not accepted" miw={660} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th w={160}>Roles</Table.Th>
                  <Table.Th w={200} visibleFrom="lg">
                    Organisation
                  </Table.Th>
                  <Table.Th visibleFrom="xl">Sent</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  {canRevoke && <Table.Th aria-label="Actions" />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((i) => (
                  <Table.Tr key={i.id}>
                    {/* An address has no spaces: it breaks rather than push the table sideways. */}
                    <Table.Td style={WRAP_ANYWHERE} miw="12rem">
                      {i.email}
                      {/* Narrower, the organisation goes under the address, not in a column. */}
                      <Text size="xs" c="dimmed" hiddenFrom="lg">
                        {orgName(i.organisationId)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <RoleBadges roles={i.roles} />
                    </Table.Td>
                    <Table.Td visibleFrom="lg">{orgName(i.organisationId)}</Table.Td>
                    <Table.Td style={NOWRAP} visibleFrom="xl">
                      <Timestamp value={i.createdAt} size="sm" />
                    </Table.Td>
                    <Table.Td style={NOWRAP}>
                      <Stack gap={2} align="flex-start">
                        {i.status === 'EXPIRED' && (
                          <Badge size="xs" variant="light" color="orange">
                            Expired
                          </Badge>
                        )}
                        <Timestamp value={i.expiredAt} size="sm" />
                      </Stack>
                    </Table.Td>
                    {canRevoke && (
                      <Table.Td ta="right">
                        {i.status === 'EXPIRED' ? (
                          <Button
                            size="xs"
                            variant="subtle"
                            aria-label={`Invite again: ${i.email}`}
                            onClick={() => onInviteAgain(i)}
                          >
                            Invite again
                          </Button>
                        ) : (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            aria-label={`Revoke the invitation of ${i.email}`}
                            onClick={() => setRevoking(i)}
                          >
                            Revoke
                          </Button>
                        )}
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
