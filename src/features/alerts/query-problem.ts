import { inUserQuery } from '@/lib/alert-query';
import { queryRefusal } from '@/lib/query-refusal';

/**
 * The service's 400 for a query the feed or its chart sent, as the user should read it
 * (queryRefusal), with positions counted in the text they typed (`q`), not in the whole query.
 * (The list kit's `whereProblem` is the same for a `where` clause, whose errors carry no such
 * repeat; it stays on the first screen, without this module.)
 */
export function queryProblem(error: unknown, q: string | undefined): string | undefined {
  const problem = queryRefusal(error);
  return problem && q ? inUserQuery(problem, q) : problem;
}
