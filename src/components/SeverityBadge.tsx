import { Badge } from '@mantine/core';
import { SEVERITY_COLORS, labelOfSeverityText, severityLabel } from '@/lib/severity';

type Props =
  /** A detector severity number. */
  | { value: number | null }
  /** An alert's severity text (`HIGH`); one the console does not know shows as it is, in grey. */
  | { text: string | null | undefined };

/** A severity as its label, in the real console's colours. */
export function SeverityBadge(props: Props) {
  if ('value' in props) {
    if (props.value === null) return <>—</>;
    const label = severityLabel(props.value);
    return (
      <Badge color={SEVERITY_COLORS[label]} variant="light" size="sm" title={String(props.value)}>
        {label}
      </Badge>
    );
  }
  if (!props.text) return <>—</>;
  const label = labelOfSeverityText(props.text);
  return (
    <Badge color={label ? SEVERITY_COLORS[label] : 'gray'} variant="light" size="sm">
      {label ?? props.text}
    </Badge>
  );
}
