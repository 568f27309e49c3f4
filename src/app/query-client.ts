import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError, type ResponseShapeError } from '@/api/http';

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

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
