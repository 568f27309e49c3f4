import { http, type HttpHandler } from 'msw';
import type { Endpoint } from '../../src/api/endpoint';
import { answerRow, type Resolver } from './implement';

/**
 * `{id}` → `:id`, under `origin`. `*` (Node, the HTTP server) matches any host; the browser
 * worker passes its own origin so that requests to any other service reach the network.
 */
export function mswPath(template: string, origin = '*'): string {
  return `${origin}${template.replace(/\{(\w+)\}/g, ':$1')}`;
}

/**
 * One row of the endpoint table as an MSW handler: MSW matches the row's method and path, and
 * the row answers (./implement.ts, answerRow). A module of its own, apart from the rows' logic:
 * the demo thread's first stage answers its one row without MSW's routing.
 */
export function implement<E extends Endpoint>(
  id: string,
  ep: E,
  resolve: Resolver<E>,
  origin = '*',
): HttpHandler {
  const method = ep.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const answer = answerRow(id, ep, resolve);
  return http[method](mswPath(ep.path, origin), ({ request, params }) => answer(request, params));
}
