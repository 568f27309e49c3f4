import { Alert, List } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError, errorMessage } from '@/api/http';
import { parseServiceErrors } from '@/lib/server-errors';
import { summaryLine, type FieldLabels } from './messages';

interface FormErrorSummaryProps {
  error: unknown;
  /** Client-side problems that block submit, e.g. from the field rules. */
  clientErrors?: string[];
  labels?: FieldLabels;
  /** "Not saved" for records, "Not sent" for a transaction. */
  failure?: string;
}

const GENERIC = /^(validation failed|bad request|invalid request)\.?$/i;

/** The summary above a form: the service's message and every `errors[]` entry, or a client list. */
export function FormErrorSummary({
  error,
  clientErrors = [],
  labels,
  failure = 'Not saved',
}: FormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The service's refusal comes while the user is at the submit button, often a long form
  // below: the summary comes into view (a field's own error takes the focus there itself).
  useEffect(() => {
    if (error) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [error]);
  if (!error && clientErrors.length === 0) return null;
  const items =
    error instanceof ApiError
      ? parseServiceErrors(error, () => true).map((e) =>
          e.field ? summaryLine(e.field, e.message, labels) : e.raw,
        )
      : clientErrors;
  // The service's message is generic when its `errors` say what (interface § Errors): its
  // "Validation failed" told the user nothing the list below does not say better.
  const generic =
    error instanceof ApiError &&
    GENERIC.test(error.message) &&
    items.some((i) => i !== error.message);
  const title = !error
    ? 'Please fix the highlighted fields'
    : generic
      ? `${failure} — the service refused:`
      : `${failure} — ${errorMessage(error)}`;
  const unique = [...new Set(items)].filter((i) => i !== title);
  return (
    <Alert
      ref={ref}
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle />}
      role="alert"
    >
      {unique.length > 0 && (
        <List size="sm" spacing={2}>
          {unique.map((e) => (
            <List.Item key={e}>{e}</List.Item>
          ))}
        </List>
      )}
      {error !== null && error !== undefined && (
        <div>Your changes are still here; nothing was lost.</div>
      )}
    </Alert>
  );
}
