/**
 * The first screen: the projects list (and `/`, which leads to it). Its routes ship in the entry
 * (vite.config.ts, FIRST_SCREEN), its Mantine styles with the entry's stylesheet
 * (src/styles/first-screen.css), and its loader does not wait for data, so the router loads it
 * before the first render (main.tsx).
 */
export const FIRST_SCREEN_PATHS: readonly string[] = ['/', '/projects', '/projects/'];

export function isFirstScreen(pathname: string): boolean {
  return FIRST_SCREEN_PATHS.includes(pathname);
}

/**
 * The first screen's request in its default view (no search in the URL): the projects list's
 * first page by name. In live mode with a saved key the head's script sends it beside the
 * entry's download (scripts/boot-preload.ts), and the console's first identical request takes
 * its answer (src/api/early-request.ts): the request's round trips (a CORS preflight, then the
 * search) no longer wait for the console's code. A test holds it to the list's defaults.
 */
export const FIRST_REQUEST = {
  path: '/api/v1/project/search',
  body: '{"sort":[{"field":"name","order":"Asc"}],"from":0,"size":25,"trackTotal":true}',
} as const;

/** Where the head's script leaves the first request it sent: `{url, body, key, response}`. */
export const EARLY_REQUEST_GLOBAL = '__vigilFirstRequest';

let coldStart = false;
/** Set by main.tsx before the console's first render, when that is the first screen's. */
export function markColdStart(): void {
  coldStart = true;
}
/** True once, for the first table of the console's first render (DataTable's fold). */
export function takeColdStart(): boolean {
  const was = coldStart;
  coldStart = false;
  return was;
}
