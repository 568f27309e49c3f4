/**
 * The first screen: the projects list (and `/`, which leads to it). Its routes ship in the entry
 * (vite.config.ts, FIRST_SCREEN), its Mantine styles with the entry's stylesheet
 * (src/styles/first-screen.css), and its loader does not wait for data, so the router loads it
 * before the first render (main.tsx).
 */
export function isFirstScreen(pathname: string): boolean {
  return pathname === '/' || pathname === '/projects' || pathname === '/projects/';
}
