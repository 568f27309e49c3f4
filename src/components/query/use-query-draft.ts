import { useState } from 'react';
import { useUrlDraft } from '@/components/list/use-url-draft';
import { groupProblem } from '@/lib/query-groups';

/**
 * A query box's draft of its URL value (useUrlDraft), committed on Enter or Apply unless its
 * groups are broken (`groupProblem`): then the box says where, and nothing is sent. The problem
 * goes with the next keystroke.
 */
export function useQueryDraft(value: string | undefined, onCommit: (q: string) => void) {
  const { draft, setDraft, markCommitted } = useUrlDraft(value);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    draft,
    setDraft: (next: string) => {
      setDraft(next);
      setProblem(null);
    },
    /** Why the draft was not applied, in the user's terms. */
    problem: problem && `Invalid query, not applied: ${problem}`,
    commit: () => {
      const next = draft.trim();
      const broken = groupProblem(next);
      setProblem(broken);
      if (broken) return;
      markCommitted(next);
      onCommit(next);
    },
  };
}
