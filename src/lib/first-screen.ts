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

/**
 * Where the head's boot script leaves a promise of the entry's stylesheet: a global, for that
 * script (no module) leaves it there. In a build the stylesheet is not a `<link>` of the page
 * (scripts/boot-html.ts, placeBootScript): the boot script adds it, so that it does not hold
 * the page's first frame back, and the console's first render waits for it here.
 */
export const FIRST_STYLES_GLOBAL = '__vigilFirstStyles';

/** Resolves once the entry's stylesheet has loaded (or failed to), at once where none is awaited. */
export function firstStyles(): Promise<unknown> {
  const holder = globalThis as unknown as Record<string, Promise<unknown> | undefined>;
  return holder[FIRST_STYLES_GLOBAL] ?? Promise.resolve();
}
