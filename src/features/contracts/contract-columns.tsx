import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { Contract } from '@/api/contract/schemas';
import { AddressText } from '@/components/AddressText';
import type { Column } from '@/components/list/column';
import { rowActionsColumn, statusColumn, tagsColumn } from '@/components/list/columns';
import { nameDetailColumn } from '@/components/list/name-detail-column';
import { RowActionIconLink, RowAnchorLink } from '@/components/links';
import { ProjectLink } from '@/components/ProjectLink';
import { NetworkBadge } from '@/components/NetworkBadge';
import { RowActions } from '@/components/RowActions';
import { SafeAvatar } from '@/components/SafeImage';
import { ADDRESS_TYPE_LABELS, contractTitle } from '@/lib/contract-directory';
import { networkInfo } from '@/api/rules/networks';
import { DeleteContractDialog } from './DeleteContractDialog';

const typeLabel = (c: Contract) => ADDRESS_TYPE_LABELS[c.addressType ?? 'CONTRACT'];

/**
 * The contracts table's columns (and the delete dialog their row buttons open). `projectNames`:
 * the projects picker's names, null until they have come.
 */
export function useContractColumns(projectNames: Map<number, string> | null) {
  const [deleting, setDeleting] = useState<Contract | null>(null);
  const projectName = (id: number | null | undefined) =>
    id ? (projectNames?.get(id) ?? `Project ${id}`) : '';
  const columns: Column<Contract>[] = [
    // The name, and under it the kind and category ("Wallet · Treasury"): a Type column of its
    // own left the name ~160 px at 1440 ("Aave v3 Pool (E…"). The CSV keeps Type.
    nameDetailColumn<Contract>({
      name: contractTitle,
      icon: (c) => <SafeAvatar src={c.icon} name={contractTitle(c)} size="sm" />,
      detail: {
        header: 'Type',
        value: (c) => [typeLabel(c), c.category].filter(Boolean).join(' · '),
        // Below lg the Network column gives its room to the name, and the network joins this line.
        narrow: { below: 'lg', value: (c) => networkInfo(c.chainUid).name },
      },
      link: (c, props) => (
        <RowAnchorLink to="/contracts/$contractId" params={{ contractId: c.id }} {...props} />
      ),
    }),
    {
      key: 'network',
      header: 'Network',
      // Most networks' whole names with their icon ("Arbitrum One", "Sepolia testnet"): at 130 px
      // they read "Arbitrum …" and "Se… testnet". Wider took it from the contract's name.
      width: 165,
      visibleFrom: 'lg',
      sortField: 'chainUid',
      csv: (c) => networkInfo(c.chainUid).name,
      cell: (c) => <NetworkBadge network={c.chainUid} />,
    },
    {
      key: 'address',
      header: 'Address',
      // The short form (0x87870B…4fA4E2, 126 px) whole, and its copy and explorer buttons (at
      // 180 it lost its last characters at every width: "0x87870B…4fA…").
      width: 200,
      csv: (c) => c.address,
      cell: (c) => <AddressText network={c.chainUid} address={c.address} />,
    },
    statusColumn(),
    {
      key: 'project',
      header: 'Project',
      width: 140,
      visibleFrom: 'xl',
      csv: (c) => projectName(c.projectId),
      // The picker's names (a tenant's first 1,000 projects by name); a project past them is
      // named by its own query, not "Project 102".
      cell: (c) => (
        <ProjectLink
          id={c.projectId}
          name={projectNames && c.projectId ? projectNames.get(c.projectId) : null}
          compact
        />
      ),
    },
    // One tag and a count.
    { ...tagsColumn<Contract>(1), width: 120, visibleFrom: 'xl' },
    rowActionsColumn((c) => (
      <RowActions
        name={contractTitle(c)}
        onDelete={() => setDeleting(c)}
        edit={
          <RowActionIconLink
            to="/contracts/$contractId/edit"
            params={{ contractId: c.id }}
            variant="subtle"
            aria-label={`Edit ${contractTitle(c)}`}
            title="Edit"
          >
            <IconPencil size={16} />
          </RowActionIconLink>
        }
      />
    )),
  ];
  const dialogs = <DeleteContractDialog contract={deleting} onClose={() => setDeleting(null)} />;
  return { columns, dialogs };
}
