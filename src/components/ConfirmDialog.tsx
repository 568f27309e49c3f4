import { lazyDialog } from './lazy-dialog';
import type { ConfirmDialogProps } from './ConfirmDialogBody';

/** Confirmation for destructive operations (ConfirmDialogBody), loaded when first opened. */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(() =>
  import('./ConfirmDialogBody').then((m) => m.ConfirmDialogBody),
);
