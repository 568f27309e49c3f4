import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { Contract } from '@/api/contract/schemas';
import { AddressText } from '@/components/AddressText';
import { DataTable, type Column } from '@/components/DataTable';
import { ActionIconLink, AnchorLink } from '@/components/links';
import { NetworkBadge } from '@/components/NetworkBadge';
import { SafeAvatar } from '@/components/SafeImage';
import { StatusBadge } from '@/components/StatusBadge';
import { ContractTypeBadge } from './ContractTypeBadge';
import { DeleteContractDialog } from './DeleteContractDialog';
import { RowActions } from '@/components/RowActions';

export const contractTitle = (c: Pick<Contract, 'name' | 'address'>) => c.name || c.address;

interface Props {
  rows: Contract[];
  loading: boolean;
  projectNames: Map<number, string>;
}

export function ContractsTable({ rows, loading, projectNames }: Props) {
  const [deleting, setDeleting] = useState<Contract | null>(null);
  const columns: Column<Contract>[] = [
    {
      key: 'name',
      header: 'Name',
      width: '20%',
      cell: (c) => (
        <Group gap="sm" wrap="nowrap">
          <SafeAvatar src={c.icon} name={contractTitle(c)} size="sm" />
          <AnchorLink to="/contracts/$contractId" params={{ contractId: c.id }} fw={500} truncate>
            {contractTitle(c)}
          </AnchorLink>
        </Group>
      ),
    },
    {
      key: 'network',
      header: 'Network',
      width: 170,
      cell: (c) => <NetworkBadge network={c.chainUid} />,
    },
    {
      key: 'address',
      header: 'Address',
      width: 180,
      cell: (c) => <AddressText network={c.chainUid} address={c.address} />,
    },
    {
      key: 'type',
      header: 'Type',
      width: 125,
      cell: (c) => <ContractTypeBadge type={c.addressType} />,
    },
    { key: 'status', header: 'Status', width: 105, cell: (c) => <StatusBadge status={c.status} /> },
    {
      key: 'project',
      header: 'Project',
      width: 160,
      cell: (c) =>
        c.projectId ? (
          <AnchorLink
            to="/projects/$projectId"
            params={{ projectId: c.projectId }}
            size="sm"
            truncate
          >
            {projectNames.get(c.projectId) ?? `Project ${c.projectId}`}
          </AnchorLink>
        ) : (
          '—'
        ),
    },
    {
      key: 'tags',
      header: 'Tags',
      width: 160,
      cell: (c) => (
        <Group gap={4} wrap="nowrap">
          {(c.tags ?? []).slice(0, 2).map((t) => (
            <Badge key={t} variant="outline" size="sm" tt="none">
              {t}
            </Badge>
          ))}
          {(c.tags?.length ?? 0) > 2 && (
            <Text size="xs" c="dimmed">
              +{(c.tags?.length ?? 0) - 2}
            </Text>
          )}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      width: 84,
      cell: (c) => (
        <RowActions
          name={contractTitle(c)}
          onDelete={() => setDeleting(c)}
          edit={
            <ActionIconLink
              to="/contracts/$contractId/edit"
              params={{ contractId: c.id }}
              variant="subtle"
              aria-label={`Edit ${contractTitle(c)}`}
              title="Edit"
            >
              <IconPencil size={16} />
            </ActionIconLink>
          }
        />
      ),
    },
  ];
  return (
    <>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(c) => c.id}
        caption="Contracts and wallets"
        loading={loading}
        minWidth={1240}
      />
      <DeleteContractDialog contract={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
