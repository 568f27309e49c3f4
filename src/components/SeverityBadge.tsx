import { Badge } from '@mantine/core';
import { SEVERITY_COLORS, severityLabel } from '@/lib/severity';

/** A detector severity number as its label, in the real console's colours. */
export function SeverityBadge({ value }: { value: number | null }) {
  if (value === null) return <>—</>;
  const label = severityLabel(value);
  return (
    <Badge color={SEVERITY_COLORS[label]} variant="light" size="sm" title={String(value)}>
      {label}
    </Badge>
  );
}
