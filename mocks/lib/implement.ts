import { safeParse, type z } from 'zod/mini';
import type { Endpoint } from '../../src/api/endpoint';
import type { EndpointId, Endpoints } from '../../src/api/endpoints';
import { authenticate, type Auth } from './auth';
import { MockHttpError, badRequest, notFound, otherTenantErrors, validationFailed } from './errors';
import { scenarioEffect } from './scenarios';
import { dropOptionalNulls } from './optional-nulls';
import { coerceScalars } from './coerce-scalars';
import { loadWriteRules, needsWriteRules } from './write-rules';
import { persistSoon } from '../db/persistence';
import type { Table } from '../db/table';

export type BodyOf<E extends Endpoint> = E['body'] extends z.core.$ZodType
  ? z.output<E['body']>
  : undefined;

export interface HandlerContext<E extends Endpoint> {
  body: BodyOf<E>;
  params: Record<string, string>;
  query: URLSearchParams;
  auth: Auth;
  request: Request;
}

export type Resolver<E extends Endpoint> = (
  ctx: HandlerContext<E>,
) => z.input<E['response']> | Promise<z.input<E['response']>>;

/*
 * The rows answer with the Fetch API's own Response, which MSW takes as it is: the demo thread's
 * first stage answers its row without loading MSW's response classes and what they import
 * (cookie store, interceptors, URL patterns: ~13 kB gzip of its 38).
 */

/** A failure as the service answers it: the interface's error body with its status. */
export function errorResponse(err: MockHttpError): Response {
  return Response.json(err.toBody(), { status: err.statusCode });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Limits checked before anything is parsed into the store (docs/spec-gaps.md). */
export const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_BODY_DEPTH = 32;

/** Nesting depth of parsed JSON, without recursion (a 10,000-deep body must not overflow). */
function depthOf(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop() ?? [null, 0];
    if (typeof v !== 'object' || v === null) continue;
    if (d > max) max = d;
    if (max > MAX_BODY_DEPTH) return max;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return max;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return undefined;
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES)
    throw new MockHttpError(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`, [
      `body: at most ${MAX_BODY_BYTES} bytes`,
    ]);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
  if (depthOf(body) > MAX_BODY_DEPTH)
    throw badRequest(`Request body is nested deeper than ${MAX_BODY_DEPTH} levels`);
  return body;
}

const tenantOf = (raw: unknown): unknown =>
  raw && typeof raw === 'object' ? (raw as { tenantId?: unknown }).tenantId : undefined;

/** A request's path parameters, as MSW gives them. */
export type PathParams = Record<string, string | readonly string[] | undefined>;

/**
 * One row of the endpoint table answering a request it matches: scenario, bearer, body
 * validation with the row's own schema (one error per violated rule), then the resolver. MSW
 * routes requests to it (./row-handler.ts); the demo thread's first stage calls it directly.
 */
export function answerRow<E extends Endpoint>(
  id: string,
  ep: E,
  resolve: Resolver<E>,
): (request: Request, params: PathParams) => Promise<Response> {
  return async (request, params) => {
    try {
      // The caller's own failure scenario (demo control), after its key is known.
      const auth = await authenticate(request);
      const effect = scenarioEffect(id, auth.tenantId);
      if (effect.kind === 'network-error') return Response.error();
      if (effect.kind === 'delay') await sleep(effect.ms);
      if (effect.kind === 'status') throw new MockHttpError(effect.status, effect.message);

      const url = new URL(request.url);
      if (ep.query) {
        const q = safeParse(ep.query, Object.fromEntries(url.searchParams));
        if (!q.success) throw validationFailed(q.error);
      }
      const raw = await readBody(request);
      let body: unknown = undefined;
      if (ep.body) {
        // null for an optional field means "not given", as for a Jackson service (spec-gaps #29).
        const input = dropOptionalNulls(ep.body, raw);
        let parsed = safeParse(ep.body, input);
        // A number or boolean where a string is expected reads as its text, as Jackson's does.
        if (!parsed.success) {
          const coerced = coerceScalars(input, parsed.error.issues);
          if (coerced !== input) parsed = safeParse(ep.body, coerced);
        }
        // A body that fails its schema never reaches the resolver's own rules; the one every
        // tenant-naming body shares is said here too (an admin key may mint for another tenant).
        if (!parsed.success)
          throw validationFailed(
            parsed.error,
            id === 'apiKeyCreate' ? [] : otherTenantErrors(auth.tenantId, tenantOf(raw)),
          );
        body = parsed.data;
      }
      if (needsWriteRules(ep)) await loadWriteRules();
      const flat: Record<string, string> = {};
      for (const [k, v] of Object.entries(params)) if (typeof v === 'string') flat[k] = v;
      const result = await resolve({
        // The body was parsed by ep.body just above, so it has ep.body's output type.
        body: body as BodyOf<E>,
        params: flat,
        query: url.searchParams,
        auth,
        request,
      });
      if (ep.access === 'write') persistSoon();
      return new Response(JSON.stringify(result), {
        headers: { 'Content-Type': 'application/json' },
      });
    } catch (err) {
      if (err instanceof MockHttpError) return errorResponse(err);
      const message = err instanceof Error ? err.message : 'Internal error';
      return errorResponse(new MockHttpError(500, `Mock service error: ${message}`));
    }
  };
}

/** Path ids are positive integers; anything else names no record (404). */
export function pathId(params: Record<string, string>, kind: string, name = 'id'): number {
  const raw = params[name] ?? '';
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n <= 0) throw notFound(kind, raw);
  return n;
}

/**
 * The resolver, after the table it reads has made its rows still to come in steps (see Fill;
 * a fill that needs another table's rows makes them in its own steps): the demo's first alert,
 * score, usage or execution request then does not hold the page for the whole fill. Reading
 * the table at once gives the same rows; this only spreads the work.
 */
export function afterFill<E extends Endpoint>(
  table: () => Pick<Table<unknown, number | string>, 'settle'>,
  resolve: Resolver<E>,
): Resolver<E> {
  return async (ctx) => {
    await table().settle();
    return resolve(ctx);
  };
}

/** Every row of the endpoint table needs a resolver: the mock implements exactly the table. */
export type Implementations = { [K in EndpointId]: Resolver<Endpoints[K]> };
