import { notifications } from '@mantine/notifications';
import { useDeleteTokenomicsCategory } from '@/api/tokenomics/queries';
import type { TokenomicsCategory } from '@/api/tokenomics/schemas';
import { ConfirmDialog } from '@/components/ConfirmDialog';

export function DeleteCategoryDialog({
  category,
  onClose,
}: {
  category: TokenomicsCategory | null;
  onClose: () => void;
}) {
  const del = useDeleteTokenomicsCategory();
  const close = () => {
    del.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={category !== null}
      title="Delete category?"
      confirmLabel="Delete category"
      pending={del.isPending}
      error={del.error}
      onClose={close}
      onConfirm={() => {
        if (!category || del.isPending) return;
        del.mutate(category.id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: `Category “${category.name}” deleted` });
            close();
          },
        });
      }}
    >
      <strong>{category?.name}</strong> and its schedule of {category?.schedule.length ?? 0} unlocks
      will be removed.
    </ConfirmDialog>
  );
}
