import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getConnection, subscribeConnection, type Connection } from '@/api/connection';
import { ApiError, NetworkError, type ResponseShapeError } from '@/api/http';
import { readClaims } from '@/lib/session';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError | NetworkError | ResponseShapeError | Error;
  }
}

/** Set by the router once it exists: where a 401 sends the user. */
let onUnauthorized: (() => void) | null = null;
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function handleError(error: unknown) {
  if (error instanceof ApiError && error.isUnauthorized) onUnauthorized?.();
}

/**
 * Whose data the cache holds: mode, service and tenant. A fresh key for the same tenant (after
 * an expiry) keeps the cache, so an open form's page does not reload under the user.
 */
function identityOf(c: Connection): string {
  const tenant = readClaims(c.apiKey)?.tenantId ?? '';
  return [c.mode, c.baseUrl, c.apiKey ? `tenant:${tenant}` : 'signed-out'].join('|');
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; a dropped connection or a 5xx might.
        retry: (count, error) =>
          count < 2 &&
          (error instanceof NetworkError || (error instanceof ApiError && error.statusCode >= 500)),
      },
      mutations: { retry: false },
    },
  });
  // Query keys cannot survive a change of connection: one place clears, no call site remembers.
  let identity = identityOf(getConnection());
  subscribeConnection(() => {
    const next = identityOf(getConnection());
    if (next === identity) return;
    identity = next;
    client.clear();
  });
  return client;
}
