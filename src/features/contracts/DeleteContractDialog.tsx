import { notifications } from '@mantine/notifications';
import { useDeleteContract } from '@/api/contract/queries';
import type { Contract } from '@/api/contract/schemas';
import { DeleteDialog } from '@/components/delete/DeleteDialog';
import { useCascade } from '@/components/delete/use-cascade';

interface Props {
  contract: Pick<Contract, 'id' | 'name' | 'address' | 'addressType'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Deletes a contract, wallet or entity, named as what it is, with what goes with it. */
export function DeleteContractDialog({ contract, onClose, onDeleted }: Props) {
  const del = useDeleteContract();
  const cascade = useCascade(contract ? { contract: contract.id } : null);
  const title = contract ? contract.name || contract.address : '';
  const kind =
    contract?.addressType === 'WALLET'
      ? 'wallet'
      : contract?.addressType === 'ENTITY'
        ? 'entity'
        : 'contract';
  const close = () => {
    del.reset();
    onClose();
  };
  return (
    <DeleteDialog
      opened={contract !== null}
      kind={kind}
      name={title}
      cascade={cascade}
      pending={del.isPending}
      error={del.error}
      onClose={close}
      onConfirm={() => {
        if (!contract || del.isPending) return;
        del.mutate(contract.id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: `“${title}” deleted` });
            close();
            onDeleted?.();
          },
        });
      }}
    />
  );
}
