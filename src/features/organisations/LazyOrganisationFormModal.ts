import { lazyDialog } from '@/components/lazy-dialog';

/** The organisation form in its dialog, loaded when first opened (lazyDialog). */
export const OrganisationFormModal = lazyDialog(
  () => import('./OrganisationFormModal').then((m) => m.OrganisationFormModal),
  (p) => p.editing !== null,
);
