import type { UseMutationResult } from '@tanstack/react-query';
import { announceDeleted } from './announce-deleted';
import { DeleteDialog } from './DeleteDialog';
import type { Cascade } from './use-cascade';

const NOTHING_ELSE: Cascade = { loading: false, groups: [], removesActions: false };

interface RecordDeleteDialogProps<R extends { id: number }> {
  /** The record to delete; null keeps the dialog closed. */
  record: R | null;
  kind: string;
  name: string;
  cascade?: Cascade;
  remove: UseMutationResult<unknown, Error, number>;
  onClose: () => void;
  onDeleted?: () => void;
}

/** The delete step every record shares: confirm, delete once, say so, close, then go on. */
export function RecordDeleteDialog<R extends { id: number }>(p: RecordDeleteDialogProps<R>) {
  const close = () => {
    p.remove.reset();
    p.onClose();
  };
  return (
    <DeleteDialog
      opened={p.record !== null}
      kind={p.kind}
      name={p.name}
      cascade={p.cascade ?? NOTHING_ELSE}
      pending={p.remove.isPending}
      error={p.remove.error}
      onClose={close}
      onConfirm={() => {
        const record = p.record;
        if (!record || p.remove.isPending) return;
        p.remove.mutate(record.id, {
          onSuccess: () => {
            announceDeleted(p.kind, p.name);
            close();
            p.onDeleted?.();
          },
        });
      }}
    />
  );
}
