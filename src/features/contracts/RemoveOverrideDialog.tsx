import { notifications } from '@mantine/notifications';
import { useRemoveAbiOverride } from '@/api/contract/queries';
import { ConfirmDialog } from '@/components/ConfirmDialog';

interface Props {
  contractId: number;
  opened: boolean;
  onClose: () => void;
}

/** `DELETE /contract/{id}/abi`: back to the verified ABI; the view updates from the answer. */
export function RemoveOverrideDialog({ contractId, opened, onClose }: Props) {
  const remove = useRemoveAbiOverride();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title="Remove ABI override?"
      confirmLabel="Remove override"
      pending={remove.isPending}
      error={remove.error}
      onClose={close}
      onConfirm={() => {
        if (remove.isPending) return;
        remove.mutate(
          { params: { id: contractId } },
          {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: 'ABI override removed' });
              close();
            },
          },
        );
      }}
    >
      The uploaded ABI is dropped and the contract goes back to the ABI verified on the block
      explorer (none, if it is not verified). Detectors and actions that use functions only the
      override has may stop working.
    </ConfirmDialog>
  );
}
