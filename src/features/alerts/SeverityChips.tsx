import { Chip, Group, Text } from '@mantine/core';
import { ALERT_SEVERITIES, type AlertSeverity } from '@/lib/alert-ranges';
import { formatCount } from '@/lib/format';
import { SEVERITY_COLORS, labelOfSeverityText } from '@/lib/severity';

interface SeverityChipsProps {
  value: readonly AlertSeverity[] | undefined;
  onChange: (next: AlertSeverity[] | undefined) => void;
  /** Matching alerts per severity for the other filters; undefined while loading. */
  counts: Record<string, number> | null | undefined;
}

const isSeverity = (s: string): s is AlertSeverity =>
  (ALERT_SEVERITIES as readonly string[]).includes(s);

/** One toggle per severity with its count; none selected means every severity. */
export function SeverityChips({ value = [], onChange, counts }: SeverityChipsProps) {
  // A severity the console does not know is counted as text, never dropped.
  const others = Object.entries(counts ?? {}).filter(([k, n]) => !isSeverity(k) && n > 0);
  return (
    <Group gap="xs" role="group" aria-label="Severity">
      <Chip.Group
        multiple
        value={[...value]}
        onChange={(next) => {
          const picked = ALERT_SEVERITIES.filter((s) => next.includes(s));
          onChange(picked.length ? picked : undefined);
        }}
      >
        {ALERT_SEVERITIES.map((s) => {
          const label = labelOfSeverityText(s);
          const n = counts?.[s];
          return (
            <Chip
              key={s}
              value={s}
              color={label ? SEVERITY_COLORS[label] : 'gray'}
              variant="light"
              size="sm"
            >
              {label ?? s} {n === undefined ? '' : formatCount(n)}
            </Chip>
          );
        })}
      </Chip.Group>
      {others.map(([k, n]) => (
        <Text key={k} size="sm" c="dimmed">
          {k} {formatCount(n)}
        </Text>
      ))}
    </Group>
  );
}
