// zod's messages (English) and jitless mode, before any schema is built (as ./index.ts).
import '../../src/api/zod-config';
import type { HttpHandler } from 'msw';
import { projectEndpoints } from '../../src/api/project/endpoints';
import { implement } from '../lib/implement';
import { projectResolvers } from './project';

const { projectSearch } = projectEndpoints;

/**
 * The first screen's request (the projects list's search), answered by its own row of the
 * endpoint table with the resolver ./index.ts gives it, from the seed's first part
 * (mocks/db/seed/first.ts): the demo's service thread answers it before the rest of the
 * service's code has loaded (mocks/service-thread.ts). A read: nothing the rest would add
 * changes its answer.
 */
export function firstScreenHandlers(origin: string): HttpHandler[] {
  return [implement('projectSearch', projectSearch, projectResolvers.projectSearch, origin)];
}

/** Whether a request is the one firstScreenHandlers answers (its method and path, on `origin`). */
export function isFirstScreenRequest(method: string, url: string, origin: string): boolean {
  const { origin: at, pathname } = new URL(url);
  return method === projectSearch.method && at === origin && pathname === projectSearch.path;
}
