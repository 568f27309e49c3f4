import { useDeleteTokenomicsCategory } from '@/api/tokenomics/queries';
import type { TokenomicsCategory } from '@/api/tokenomics/schemas';
import { RecordDeleteDialog } from '@/components/delete/RecordDeleteDialog';

export function DeleteCategoryDialog({
  category,
  onClose,
}: {
  category: TokenomicsCategory | null;
  onClose: () => void;
}) {
  const entries = category?.schedule.length ?? 0;
  return (
    <RecordDeleteDialog
      record={category}
      kind="category"
      name={category?.name ?? ''}
      cascade={{
        loading: false,
        groups: entries
          ? [{ kind: 'schedule entries', one: 'schedule entry', names: [`${entries} unlocks`] }]
          : [],
        removesActions: false,
      }}
      remove={useDeleteTokenomicsCategory()}
      onClose={onClose}
    />
  );
}
