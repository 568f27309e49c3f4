// zod's messages (English) and jitless mode, before any schema is built (as ./index.ts).
import '../../src/api/zod-config';
import type { Endpoint } from '../../src/api/endpoint';
import { projectEndpoints } from '../../src/api/project/endpoints';
import { tenantEndpoints } from '../../src/api/tenant/endpoints';
import { answerRow, type PathParams, type Resolver } from '../lib/implement';
import { projectResolvers } from './project';
import { tenantGet } from './tenant-own';

/** A row answered without MSW's routing: its method, and its path with numeric `{params}`. */
function row<E extends Endpoint>(id: string, ep: E, resolve: Resolver<E>) {
  const names = [...ep.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const source = ep.path
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^$()[\]\\|]/g, '\\$&'))
    .join('(\\d+)');
  return {
    method: ep.method,
    path: new RegExp(`^${source}$`),
    names,
    answer: answerRow(id, ep, resolve),
  };
}

/**
 * The first screen's requests, the projects list's search and the shell's own tenant, answered
 * by their own rows of the endpoint table with the resolvers ./index.ts gives them, from the
 * seed's first part (mocks/db/seed/first.ts): the demo's service thread answers them before the
 * rest of the service's code, MSW's routing among it, has loaded (mocks/service-thread.ts).
 * Reads: nothing the rest would add changes their answers. A path parameter here is a number
 * (what the rows' resolvers accept); any other request is the rest's.
 */
const ROWS = [
  row('projectSearch', projectEndpoints.projectSearch, projectResolvers.projectSearch),
  row('tenantGet', tenantEndpoints.tenantGet, tenantGet),
];

/** The answer of a first-screen request on `origin`, or undefined (at once) for any other. */
export function answerFirstScreen(request: Request, origin: string): Promise<Response> | undefined {
  const url = new URL(request.url);
  if (url.origin !== origin) return undefined;
  for (const { method, path, names, answer } of ROWS) {
    const match = request.method === method ? path.exec(url.pathname) : null;
    if (!match) continue;
    const params: PathParams = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
    return answer(request, params);
  }
  return undefined;
}
