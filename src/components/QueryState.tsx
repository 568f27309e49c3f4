import type { ReactNode } from 'react';
import { LoadError } from './LoadError';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface QueryStateProps {
  query: QueryLike;
  /** "Projects could not be loaded". */
  errorTitle: string;
  /** Shown while the first answer is on its way (a skeleton that looks like the content). */
  loading?: ReactNode;
  /** When `when` holds, `node` (an EmptyResult or a line of text) replaces the content. */
  empty?: { when: boolean; node: ReactNode };
  children: ReactNode;
}

/**
 * The one panel for a query's states: loading, error with retry, empty (with the way forward),
 * or the content. Data kept from a previous answer stays on screen while the next one loads.
 */
export function QueryState({ query, errorTitle, loading, empty, children }: QueryStateProps) {
  if (query.isError)
    return (
      <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  if (query.isPending) return <>{loading ?? null}</>;
  if (empty?.when) return <>{empty.node}</>;
  return <>{children}</>;
}
