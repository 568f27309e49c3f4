import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '@/api/http';
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
  const { draft, setDraft, markCommitted } = useUrlDraft(value);
  const shown = open || Boolean(value);
  return (
    <>
      <Button variant="subtle" onClick={() => setOpen((v) => !v)} aria-expanded={shown}>
        Advanced filter
      </Button>
      {/* Drawn only when open: the first screen has no use for Collapse's animation machinery
          (~2 kB) or for drawing a hidden form in its first render. */}
      {shown && (
        <form
          style={{ width: '100%' }}
          onSubmit={(e) => {
            e.preventDefault();
            const next = draft.trim();
            markCommitted(next);
            onChange(next || undefined);
          }}
        >
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Where clause"
              description={`The service's query language, e.g. ${example}`}
              placeholder="name like 'Lend%' or id > 100"
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              error={error}
              ff="monospace"
              flex={1}
              miw={320}
            />
            <Button type="submit" mt={44} variant="default">
              Apply
            </Button>
          </Group>
        </form>
      )}
    </>
  );
}
