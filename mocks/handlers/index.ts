// zod's messages (English) and jitless mode, before any schema is built: the Node mock server
// and the tests start here, not at the console's main.tsx.
import '../../src/api/zod-config';
import type { HttpHandler } from 'msw';
import { endpoints, type EndpointId } from '../../src/api/endpoints';
import type { Implementations } from '../lib/implement';
import { implement } from '../lib/row-handler';
import { chainResolvers } from './chain';
import { peopleResolvers } from './people';
import { projectResolvers } from './project';
import { demoControlHandlers } from './demo-control';
import { billingHandlers } from './billing';

/** Typed to need a resolver for every row of the endpoint table, and nothing else. */
const implementations: Implementations = {
  ...projectResolvers,
  ...chainResolvers,
  ...peopleResolvers,
};

/** Literal segments before `{param}` ones, so `/user/me` is not read as `/user/{id}`. */
function specificity(path: string): number {
  return (path.match(/\{/g) ?? []).length;
}

export interface HandlerOptions {
  /**
   * Origin the handlers answer for. The browser worker passes its page's origin: a connection
   * to any other base URL (Settings → Connect from the demo) must reach the real network.
   * Omitted in Node (msw/node, the HTTP server), where every host is the mock.
   */
  origin?: string;
}

export function createHandlers({ origin = '*' }: HandlerOptions = {}): HttpHandler[] {
  const ids = Object.keys(endpoints) as EndpointId[];
  ids.sort((a, b) => specificity(endpoints[a].path) - specificity(endpoints[b].path));
  return [
    ...demoControlHandlers(origin),
    // The cast pairs each id with its own row; the Implementations type guarantees the match.
    ...ids.map((id) => implement(id, endpoints[id], implementations[id] as never, origin)),
    ...billingHandlers(origin),
  ];
}
