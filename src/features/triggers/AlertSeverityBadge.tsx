import { Badge } from '@mantine/core';
import { SEVERITY_COLORS, type SeverityLabel } from '@/lib/severity';

const LABELS: Record<string, SeverityLabel> = {
  INFO: 'Info',
  LOW: 'Low',
  MEDIUM: 'Medium',
  HIGH: 'High',
  CRITICAL: 'Critical',
};

/** A trigger alert's severity (INFO … CRITICAL) in the colours detector severities use. */
export function AlertSeverityBadge({ severity }: { severity: string | null | undefined }) {
  const label = severity ? LABELS[severity] : undefined;
  if (!label) return <>{severity ?? '—'}</>;
  return (
    <Badge color={SEVERITY_COLORS[label]} variant="light" size="sm">
      {label}
    </Badge>
  );
}
