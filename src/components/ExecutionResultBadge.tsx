import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = { SUCCESS: 'teal', FAILED: 'red', SUBMITTED: 'blue' };
const LABELS: Record<string, string> = {
  SUCCESS: 'Success',
  FAILED: 'Failed',
  SUBMITTED: 'Submitted',
};

/** An execution's result; a result the console does not know shows as it came. */
export function ExecutionResultBadge({ value }: { value: string | null | undefined }) {
  if (!value) return <>—</>;
  return (
    <Badge color={COLORS[value] ?? 'gray'} variant="light" size="sm">
      {LABELS[value] ?? value}
    </Badge>
  );
}
