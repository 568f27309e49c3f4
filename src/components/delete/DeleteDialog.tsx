import { lazyDialog } from '../lazy-dialog';
import type { DeleteDialogProps } from './DeleteDialogBody';

/** A delete that says what it takes (DeleteDialogBody), loaded when first opened. */
export const DeleteDialog = lazyDialog<DeleteDialogProps>(() =>
  import('./DeleteDialogBody').then((m) => m.DeleteDialogBody),
);
