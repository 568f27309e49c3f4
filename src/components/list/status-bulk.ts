import type { Status } from '@/api/common';
import type { BulkAction } from './bulk';

/** Enable and Disable for a selection of records that carry a status. */
export function statusBulkActions<T extends { status?: Status | null }>(
  setStatus: (row: T, status: 'ACTIVE' | 'DISABLED') => Promise<unknown>,
): BulkAction<T>[] {
  return [
    {
      label: 'Enable',
      effect: 'will be enabled',
      appliesTo: (r) => r.status !== 'ACTIVE',
      run: (r) => setStatus(r, 'ACTIVE'),
    },
    {
      label: 'Disable',
      effect: 'will be disabled',
      appliesTo: (r) => r.status !== 'DISABLED',
      run: (r) => setStatus(r, 'DISABLED'),
    },
  ];
}
