import { Badge } from '@mantine/core';
import { SEVERITY_COLORS, type SeverityLabel } from '@/lib/severity';

const LABELS: Record<string, SeverityLabel> = {
  INFO: 'Info',
  LOW: 'Low',
  MEDIUM: 'Medium',
  HIGH: 'High',
  CRITICAL: 'Critical',
};

/**
 * A severity label of an alert, score or execution (`HIGH`) in the real console's colours; a
 * label the console does not know shows as it came, in grey, and never fails the row.
 */
export function SeverityLabelBadge({ value }: { value: string | null | undefined }) {
  if (!value) return <>—</>;
  const known = LABELS[value.toUpperCase()];
  return (
    <Badge color={known ? SEVERITY_COLORS[known] : 'gray'} variant="light" size="sm">
      {known ?? value}
    </Badge>
  );
}
