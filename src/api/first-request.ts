/**
 * The first screen's request in its default view (no search in the URL): the projects list's
 * first page by name, sent before the console asks for it; the console's first identical request
 * takes its answer (./early-request.ts). In live mode with a saved key the head's script sends it
 * beside the entry's download (scripts/boot-preload.ts): the request's round trips (a CORS
 * preflight, then the search) no longer wait for the console's code. In demo mode the page's
 * side of the service sends it as soon as it has minted the console's key (mocks/browser.ts):
 * the thread answers while the router loads the screen. A module apart from ./early-request.ts,
 * which the entry carries: only the head's script and the demo's module send it. A test holds
 * it to the list's defaults.
 */
export const FIRST_REQUEST = {
  path: '/api/v1/project/search',
  body: '{"sort":[{"field":"name","order":"Asc"}],"from":0,"size":25,"trackTotal":true}',
} as const;
