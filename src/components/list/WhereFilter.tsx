import { Suspense, useState } from 'react';
import { ApiError } from '@/api/http';
import { PlainButton } from '@/components/plain/PlainButton';
import { lazyStyled } from '@/lib/styles';
import { useUrlDraft } from './use-url-draft';

/**
 * The service's answer to a bad `where` (a 400 while one is applied), shown under the box: its
 * message and its errors, each once (an error body may repeat the message as its only error,
 * as the mock's does for a syntax error).
 */
export function whereProblem(error: unknown, where: string | undefined): string | undefined {
  return where && error instanceof ApiError && error.statusCode === 400
    ? [...new Set([error.message, ...error.errors].filter(Boolean))].join(' — ')
    : undefined;
}

/** The clause's form loads when first opened: Mantine's input with its description and error. */
const WhereForm = lazyStyled(() => import('./WhereForm').then((m) => ({ default: m.WhereForm })));

interface WhereFilterProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The service's error for the applied clause, if any. */
  error: string | undefined;
  example: string;
}

/** The advanced filter: a raw `where` clause in the service's language, ANDed with the others. */
export function WhereFilter({ value, onChange, error, example }: WhereFilterProps) {
  const [open, setOpen] = useState(Boolean(value));
  // Here, not in the form: a clause typed and not applied survives closing the box.
  const { draft, setDraft, markCommitted } = useUrlDraft(value);
  const shown = open || Boolean(value);
  return (
    <>
      <PlainButton variant="subtle" onClick={() => setOpen((v) => !v)} aria-expanded={shown}>
        Advanced filter
      </PlainButton>
      {/* Drawn only when open: the first screen has no use for Collapse's animation machinery
          or for drawing a hidden form in its first render. */}
      {shown && (
        <Suspense fallback={null}>
          <WhereForm
            draft={draft}
            onDraft={setDraft}
            onApply={() => {
              const next = draft.trim();
              markCommitted(next);
              onChange(next || undefined);
            }}
            error={error}
            example={example}
          />
        </Suspense>
      )}
    </>
  );
}
