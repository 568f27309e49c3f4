import type { z } from 'zod/mini';
import { apiFetch, type ApiRequest, type HttpMethod } from './http';

/** Where an endpoint comes from: the interface itself, or an inference with its note. */
export type EndpointSource = 'spec' | 'inferred';

export interface Endpoint<
  B extends z.core.$ZodType | null = z.core.$ZodType | null,
  R extends z.core.$ZodType = z.core.$ZodType,
> {
  method: HttpMethod;
  /**
   * Whether the call changes anything. Searches, histograms and the contract fetch are POSTs
   * that only read; the mock persists after writes only, and the cache invalidates after them.
   */
  access: 'read' | 'write';
  /** Path template under the base URL; `{name}` segments are filled from params. */
  path: string;
  /** Strict request body schema, or null for body-less endpoints. */
  body: B;
  /** Tolerant response schema every 200 body is parsed with. */
  response: R;
  /** Query parameters the endpoint takes (validated by the mock, optional for callers). */
  query?: z.core.$ZodType;
  source: EndpointSource;
  note: string;
}

export function endpoint<B extends z.core.$ZodType | null, R extends z.core.$ZodType>(
  def: Endpoint<B, R>,
) {
  return def;
}

export type PathParams = Record<string, string | number>;

export function fillPath(template: string, params: PathParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${template}`);
    return encodeURIComponent(String(value));
  });
}

type BodyArg<B> = B extends z.core.$ZodType ? { body: z.input<B> } : { body?: undefined };

export type CallOptions<E extends Endpoint> = BodyArg<E['body']> & {
  params?: PathParams;
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
  connection?: ApiRequest<z.core.$ZodType>['connection'];
};

/** Calls one row of the endpoint table through apiFetch. */
export function callEndpoint<E extends Endpoint>(
  ep: E,
  opts: CallOptions<E>,
): Promise<z.output<E['response']>> {
  return apiFetch<E['response']>({
    method: ep.method,
    path: fillPath(ep.path, opts.params),
    body: opts.body,
    query: opts.query,
    schema: ep.response,
    signal: opts.signal,
    connection: opts.connection,
  });
}

/** Where most inferred rows of the endpoint table come from. */
export const CRUD = 'real-service notes, Conventions: GET/PUT/DELETE /<resource>/{id}';
export const SEARCH =
  'real-service notes, Conventions: POST /<resource>/search with the search body';
