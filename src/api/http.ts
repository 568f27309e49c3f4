import { safeParse, type z } from 'zod/mini';
import {
  ServiceStartError,
  connectionReady,
  getConnection,
  type Connection,
  type Transport,
} from './connection';
import { takeEarlyResponse } from './early-request';

/** Error body of the interface § Errors: `{statusCode, message, errors[]}`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: string[] = [],
  ) {
    super(message);
  }
  get isUnauthorized() {
    return this.statusCode === 401;
  }
  /** Not `isNotFound`: TanStack Router reads that name as its own not-found signal. */
  get isMissing() {
    return this.statusCode === 404;
  }
}

/** The service could not be reached (offline, DNS, CORS, aborted connection). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
  }
}

/** A 2xx body that did not match its schema: the service and the console disagree. */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';
  constructor(
    readonly path: string,
    readonly issues: string[],
  ) {
    super(`Unexpected response from ${path}: ${issues.slice(0, 3).join('; ')}`);
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequest<S extends z.core.$ZodType> {
  method: HttpMethod;
  path: string;
  body?: unknown;
  query?: Record<string, string | undefined>;
  schema: S;
  signal?: AbortSignal;
  /** Overrides the current connection (used to test a connection before saving it). */
  connection?: Pick<Connection, 'baseUrl' | 'apiKey'>;
}

type ErrorBody = { statusCode?: unknown; message?: unknown; errors?: unknown };

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const b: ErrorBody = typeof body === 'object' && body !== null ? body : {};
  const message =
    typeof b.message === 'string' && b.message ? b.message : statusText || `HTTP ${status}`;
  const errors = Array.isArray(b.errors)
    ? b.errors.filter((e): e is string => typeof e === 'string')
    : [];
  const code = typeof b.statusCode === 'number' ? b.statusCode : status;
  return new ApiError(code, message, errors);
}

/**
 * Waits for the current connection (the demo's service starting) and says how to send to it;
 * its failure is a NetworkError.
 */
export async function waitForService(): Promise<Transport> {
  try {
    return await connectionReady();
  } catch (cause) {
    throw new NetworkError(START_FAILED, cause);
  }
}

const START_FAILED =
  'The demo service in this browser could not start. Reload the page to try again.';

function onThisOrigin(url: string): boolean {
  return typeof location !== 'undefined' && new URL(url, location.href).origin === location.origin;
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, string | undefined>) {
  const base = baseUrl.replace(/\/+$/, '');
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) qs.set(k, v);
  const q = qs.toString();
  return `${base}${path}${q ? `?${q}` : ''}`;
}

/** A request's headers: JSON both ways, and the key as its bearer. */
export function requestHeaders(apiKey: string | null, json: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (apiKey) headers.Authorization = `Bearer ${apiKey}`;
  if (json) headers['Content-Type'] = 'application/json';
  return headers;
}

/**
 * The one HTTP path of the console: base URL, bearer, JSON, abort, schema-parsed success,
 * typed failure. No UI side effects here: callers decide what a 401 means.
 */
export async function apiFetch<S extends z.core.$ZodType>(
  req: ApiRequest<S>,
): Promise<z.output<S>> {
  // A connection given with the request (the connect page trying a key) is the network's.
  const send: Transport = req.connection ? fetch : await waitForService();
  const { baseUrl, apiKey } = req.connection ?? getConnection();
  const demo = !req.connection && getConnection().mode === 'demo';
  const headers = requestHeaders(apiKey, req.body !== undefined);

  const url = buildUrl(baseUrl, req.path, req.query);
  // Such a try on the page's own origin would be answered by the demo's mock (MSW's service
  // worker serves this origin's /api/ in demo mode): MSW passes a request whose Accept carries
  // its `msw/passthrough` marker on to the network, and strips the marker.
  if (req.connection && onThisOrigin(url)) headers.Accept = 'application/json, msw/passthrough';
  const sent = req.body === undefined ? undefined : JSON.stringify(req.body);
  let res: Response;
  try {
    res = await ((!req.connection && takeEarlyResponse(url, sent, apiKey)) ||
      send(url, { method: req.method, headers, body: sent, signal: req.signal }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // The demo's transport sends before its service has started (mocks/browser.ts).
    if (cause instanceof ServiceStartError) throw new NetworkError(START_FAILED, cause);
    throw new NetworkError(
      demo
        ? 'The demo service in this browser did not answer (Settings → Failure scenario may be set to Offline).'
        : 'The service could not be reached. Check the connection and the base URL.',
      cause,
    );
  }

  const text = await res.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      if (res.ok) throw new ResponseShapeError(req.path, ['the body is not JSON']);
    }
  }
  if (!res.ok) throw toApiError(res.status, res.statusText, body);

  const parsed = safeParse(req.schema, body);
  if (!parsed.success) {
    throw new ResponseShapeError(
      req.path,
      parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    );
  }
  return parsed.data;
}

export function errorMessage(error: unknown): string {
  // A 403 says why in errors[] ("roles: this key … may not …"): that is the useful part.
  if (error instanceof ApiError && error.statusCode === 403) {
    const why = error.errors[0]?.replace(/^roles:\s*/, '');
    return `Not allowed: ${why ?? `${error.message} — this key's roles do not permit it`}`;
  }
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}
