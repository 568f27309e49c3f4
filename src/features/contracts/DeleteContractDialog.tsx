import { useDeleteContract } from '@/api/contract/queries';
import type { Contract } from '@/api/contract/schemas';
import { RecordDeleteDialog } from '@/components/delete/RecordDeleteDialog';
import { useCascade } from '@/components/delete/use-cascade';

interface Props {
  contract: Pick<Contract, 'id' | 'name' | 'address' | 'addressType'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

const KINDS = { WALLET: 'wallet', ENTITY: 'entity', CONTRACT: 'contract' } as const;

/** Deletes a contract, wallet or entity, named as what it is, with what goes with it. */
export function DeleteContractDialog({ contract, onClose, onDeleted }: Props) {
  return (
    <RecordDeleteDialog
      record={contract}
      kind={KINDS[contract?.addressType ?? 'CONTRACT']}
      name={contract ? contract.name || contract.address : ''}
      cascade={useCascade(contract ? { contract: contract.id } : null)}
      remove={useDeleteContract()}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
