import { ApiError } from '@/api/http';

/**
 * The service's 400 for a full-text query, as the user should read it, worded alike on the
 * alert feed and the usage dashboards: `Invalid query: <detail>` from its `query: <detail>`
 * errors (the full-text endpoints name the query's problem so, under a message that varies by
 * endpoint), else its message and the errors that add to it.
 */
export function queryRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.statusCode !== 400) return undefined;
  const details = error.errors
    .filter((e) => e.startsWith('query:'))
    .map((e) => e.slice('query:'.length).trim());
  if (details.length) return `Invalid query: ${details.join('; ')}`;
  const detail = (e: string) => e.replace(/^[\w.]+: /, '');
  const added = error.errors.filter((e) => !error.message.includes(detail(e)));
  return [error.message, ...added].filter(Boolean).join(' — ') || undefined;
}
