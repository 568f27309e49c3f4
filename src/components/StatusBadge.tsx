import type { Status } from '@/api/common';
import { PlainBadge } from '@/components/plain/PlainBadge';
import type { PlainColor } from '@/components/plain/PlainButton';

const COLORS: Record<Status, PlainColor> = { ACTIVE: 'teal', DISABLED: 'gray', DELETED: 'red' };

export function StatusBadge({ status }: { status: Status | null | undefined }) {
  const s = status ?? 'ACTIVE';
  return (
    <PlainBadge color={COLORS[s]} variant="light" size="sm">
      {s.toLowerCase()}
    </PlainBadge>
  );
}
