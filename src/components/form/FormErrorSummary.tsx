import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError, errorMessage } from '@/api/http';

interface FormErrorSummaryProps {
  error: unknown;
  /** Client-side problems that block submit, e.g. from the field rules. */
  clientErrors?: string[];
}

/** The summary above a form: the service's message and every `errors[]` entry, or a client list. */
export function FormErrorSummary({ error, clientErrors = [] }: FormErrorSummaryProps) {
  if (!error && clientErrors.length === 0) return null;
  const title = error
    ? error instanceof ApiError
      ? `Not saved — ${error.message}`
      : `Not saved — ${errorMessage(error)}`
    : 'Please fix the highlighted fields';
  const items = error instanceof ApiError ? error.errors : clientErrors;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle />} role="alert">
      {items.length > 0 && (
        <List size="sm" spacing={2}>
          {items.map((e) => (
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
