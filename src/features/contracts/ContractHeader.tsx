import { Badge, Box, Grid, Group, Paper, Text, Title } from '@mantine/core';
import { ProjectLink } from '@/components/ProjectLink';
import { IconAlertTriangle, IconPencil } from '@tabler/icons-react';
import type { Contract } from '@/api/contract/schemas';
import { AddressText } from '@/components/AddressText';
import { ButtonLink } from '@/components/links';
import { NetworkBadge } from '@/components/NetworkBadge';
import { SafeAvatar } from '@/components/SafeImage';
import { StatusBadge } from '@/components/StatusBadge';
import { Timestamp } from '@/components/Timestamp';
import { ContractTypeBadge } from './ContractTypeBadge';
import { ADDRESS_TYPE_LABELS, contractTitle } from '@/lib/contract-directory';
import { DeleteButton } from '@/components/DeleteButton';
import { DetailField } from '@/components/DetailField';

interface Props {
  contract: Contract;
  onDelete: () => void;
}

export function ContractHeader({ contract: c, onDelete }: Props) {
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <Group gap="md" wrap="nowrap" miw={0}>
          <SafeAvatar src={c.icon} name={contractTitle(c)} size="lg" square />
          <Box miw={0}>
            <Group gap="sm">
              {/* A long name without spaces wraps instead of widening the page. */}
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {contractTitle(c)}
              </Title>
              <ContractTypeBadge type={c.addressType} />
              <StatusBadge status={c.status} />
              {c.amlRequired && (
                <Badge color="orange" variant="light" size="sm">
                  AML required
                </Badge>
              )}
            </Group>
            <Group gap={6} mt={4}>
              {c.category && (
                <Text size="sm" c="dimmed">
                  {c.category}
                </Text>
              )}
              {(c.tags ?? []).map((t) => (
                <Badge key={t} variant="outline" size="sm" tt="none">
                  {t}
                </Badge>
              ))}
            </Group>
          </Box>
        </Group>
        <Group gap="sm">
          <ButtonLink
            to="/alerts"
            search={{ contractId: c.id, range: '30d' }}
            variant="default"
            leftSection={<IconAlertTriangle size={16} />}
          >
            Alerts
          </ButtonLink>
          <ButtonLink
            to="/contracts/$contractId/edit"
            params={{ contractId: c.id }}
            leftSection={<IconPencil size={16} />}
            variant="default"
          >
            Edit
          </ButtonLink>
          <DeleteButton onClick={onDelete} />
        </Group>
      </Group>
      <Paper withBorder p="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <DetailField label="Network">
              <NetworkBadge network={c.chainUid} />
            </DetailField>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <DetailField label="Address">
              <AddressText network={c.chainUid} address={c.address} full />
            </DetailField>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            {/* A wallet or an entity has no code, so no proxy either: no "Not a proxy" for them. */}
            {(c.addressType ?? 'CONTRACT') === 'CONTRACT' || c.implementation ? (
              <DetailField label="Implementation">
                {c.implementation ? (
                  <AddressText network={c.chainUid} address={c.implementation} />
                ) : (
                  'Not a proxy'
                )}
              </DetailField>
            ) : null}
          </Grid.Col>
          <Grid.Col span={{ base: 6, lg: 3 }}>
            <DetailField label="Project">
              <ProjectLink id={c.projectId} />
            </DetailField>
          </Grid.Col>
          <Grid.Col span={{ base: 6, lg: 3 }}>
            <DetailField label={`${ADDRESS_TYPE_LABELS[c.addressType ?? 'CONTRACT']} ID`}>
              {c.id}
            </DetailField>
          </Grid.Col>
          <Grid.Col span={{ base: 6, lg: 3 }}>
            <DetailField label="Created">
              <Timestamp value={c.createdAt} />
            </DetailField>
          </Grid.Col>
          <Grid.Col span={{ base: 6, lg: 3 }}>
            <DetailField label="Updated">
              <Timestamp value={c.updatedAt} />
            </DetailField>
          </Grid.Col>
        </Grid>
      </Paper>
    </>
  );
}
