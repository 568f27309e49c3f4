import { Badge } from '@mantine/core';
import type { Status } from '@/api/common';

const COLORS: Record<Status, string> = { ACTIVE: 'teal', DISABLED: 'gray', DELETED: 'red' };

export function StatusBadge({ status }: { status: Status | null | undefined }) {
  const s = status ?? 'ACTIVE';
  return (
    <Badge color={COLORS[s]} variant="light" size="sm">
      {s.toLowerCase()}
    </Badge>
  );
}
