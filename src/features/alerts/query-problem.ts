import { ApiError } from '@/api/http';
import { inUserQuery } from '@/lib/alert-query';

/**
 * The service's 400 for a query the feed or its chart sent, as the user should read it: its
 * message and the errors that add to it (the full-text endpoints repeat the message's detail
 * as `query: <detail>`), with positions counted in the text they typed (`q`), not in the whole
 * query. (The list kit's `whereProblem` is the same for a `where` clause, whose errors carry no
 * such repeat.)
 */
export function queryProblem(error: unknown, q: string | undefined): string | undefined {
  if (!(error instanceof ApiError) || error.statusCode !== 400) return undefined;
  const detail = (e: string) => e.replace(/^[\w.]+: /, '');
  const added = error.errors.filter((e) => !error.message.includes(detail(e)));
  const problem = [error.message, ...added].filter(Boolean).join(' — ');
  return q ? inUserQuery(problem, q) : problem;
}
