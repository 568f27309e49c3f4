import { Alert, Anchor, List } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError, errorMessage } from '@/api/http';
import { parseServiceErrors } from '@/lib/server-errors';
import { summaryLine, type FieldLabels, type SummaryItem } from './messages';

interface FormErrorSummaryProps {
  error: unknown;
  /** Client-side problems that block submit, e.g. from the field rules. */
  clientErrors?: SummaryItem[];
  labels?: FieldLabels;
  /** "Not saved" for records, "Not sent" for a transaction. */
  failure?: string;
  /**
   * Whether the service's complaint about a field still stands: one about a field the user has
   * changed since (its error cleared) leaves the list, and the summary with its last line when
   * the service said nothing else.
   */
  standing?: (servicePath: string) => boolean;
  /** The form field a service error path is about (its line links to it), or null. */
  fieldOf?: (servicePath: string) => string | null;
  /** Takes the user to the field a line is about (the lines are links when given). */
  goTo?: (path: string) => void;
}

const GENERIC = /^(validation failed|bad request|invalid request)\.?$/i;

/** The summary above a form: the service's message and every `errors[]` entry, or a client list. */
export function FormErrorSummary({
  error,
  clientErrors = [],
  labels,
  failure = 'Not saved',
  standing = () => true,
  fieldOf = () => null,
  goTo,
}: FormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The service's refusal comes while the user is at the submit button, often a long form
  // below: the summary comes into view (a field's own error takes the focus there itself).
  useEffect(() => {
    if (error) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [error]);
  if (!error && clientErrors.length === 0) return null;
  const service = error instanceof ApiError ? parseServiceErrors(error, () => true) : [];
  const open = service.filter((e) => !e.field || standing(e.field));
  const items: SummaryItem[] =
    error instanceof ApiError
      ? open.map((e) =>
          e.field
            ? { text: summaryLine(e.field, e.message, labels), path: fieldOf(e.field) ?? undefined }
            : { text: e.raw },
        )
      : clientErrors;
  // The service's message is generic when its `errors` say what (interface § Errors): its
  // "Validation failed" told the user nothing the list below does not say better.
  const generic =
    error instanceof ApiError &&
    GENERIC.test(error.message) &&
    service.some((e) => e.raw !== error.message);
  // Every line was about a field the user has changed since: nothing stands until the next save.
  if (generic && service.length > 0 && items.length === 0) return null;
  const title = !error
    ? 'Please fix the highlighted fields'
    : generic
      ? `${failure} — the service refused:`
      : `${failure} — ${errorMessage(error)}`;
  const unique = items.filter(
    (item, i) => item.text !== title && items.findIndex((o) => o.text === item.text) === i,
  );
  return (
    <Alert
      ref={ref}
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle />}
      role="alert"
      // Focused after a refused submit when no field can take it (first-error-focus.ts).
      tabIndex={-1}
    >
      {unique.length > 0 && (
        <List size="sm" spacing={2}>
          {unique.map(({ text, path }) => (
            <List.Item key={text}>
              {path && goTo ? (
                // A link to the field (the pattern of GOV.UK's error summary): the user goes
                // straight to the field a line is about, in a long form far below.
                <Anchor
                  href={`#${path}`}
                  c="inherit"
                  underline="always"
                  onClick={(e) => {
                    e.preventDefault();
                    goTo(path);
                  }}
                >
                  {text}
                </Anchor>
              ) : (
                text
              )}
            </List.Item>
          ))}
        </List>
      )}
      {error !== null && error !== undefined && (
        <div>Your changes are still here; nothing was lost.</div>
      )}
    </Alert>
  );
}
