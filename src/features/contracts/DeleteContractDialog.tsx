import { notifications } from '@mantine/notifications';
import { useDeleteContract } from '@/api/contract/queries';
import type { Contract } from '@/api/contract/schemas';
import { ConfirmDialog } from '@/components/ConfirmDialog';

interface Props {
  contract: Pick<Contract, 'id' | 'name' | 'address'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteContractDialog({ contract, onClose, onDeleted }: Props) {
  const del = useDeleteContract();
  const title = contract ? contract.name || contract.address : '';
  const close = () => {
    del.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={contract !== null}
      title="Delete contract?"
      confirmLabel="Delete contract"
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
    >
      <strong>{title}</strong> will be removed with its detectors, triggers, actions and tokenomics.
      This cannot be undone.
    </ConfirmDialog>
  );
}
