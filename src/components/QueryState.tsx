import type { ReactNode } from 'react';
import { EmptyResult } from './EmptyResult';
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
  /** When set and true, the empty panel replaces the content. */
  empty?: { when: boolean; title: string; description: string; action?: ReactNode };
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
  if (empty?.when)
    return (
      <EmptyResult title={empty.title} description={empty.description} action={empty.action} />
    );
  return <>{children}</>;
}
