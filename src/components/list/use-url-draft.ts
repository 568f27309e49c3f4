import { useEffect, useRef, useState } from 'react';

/**
 * A text input's draft of a URL value. The draft follows the URL whenever the URL changes for
 * any other reason than this input's own commit (Clear filters, Back, Forward, a link), so the
 * input never shows stale text; while the user types, their keystrokes are never overwritten.
 */
export function useUrlDraft(value: string | undefined) {
  const [draft, setDraft] = useState(value ?? '');
  const committed = useRef(value ?? '');
  useEffect(() => {
    const v = value ?? '';
    if (v === committed.current) return;
    committed.current = v;
    setDraft(v);
  }, [value]);
  /** Records what this input is about to put in the URL (so its echo is not a reset). */
  const markCommitted = (v: string) => {
    committed.current = v;
  };
  return { draft, setDraft, markCommitted };
}
