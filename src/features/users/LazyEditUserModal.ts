import { lazyDialog } from '@/components/lazy-dialog';

/** The edit dialog of a user (list row and user page): its form loads when first opened. */
export const EditUserModal = lazyDialog(
  () => import('./EditUserModal').then((m) => m.EditUserModal),
  (p) => p.user !== null,
);
