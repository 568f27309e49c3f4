/**
 * The seed's icons ship with the console in `public/seed-icons/` (made by
 * `node scripts/seed-icons.mjs`) and are served by whoever serves the data: the demo's own origin
 * in the browser, the HTTP mock at its own address. The URLs are absolute http(s) URLs resolved
 * when the seed runs, so seeded records pass every icon rule (forms, SafeAvatar) and the demo
 * never asks a host that does not exist (gap row 100).
 */
export type SeedIcon = (path: string) => string;

/** The HTTP mock's default address: where Node tests' seeds point (nothing loads them there). */
export const DEFAULT_ASSET_ORIGIN = 'http://localhost:4010';

export function seedIcons(origin: string = DEFAULT_ASSET_ORIGIN): SeedIcon {
  const base = origin.replace(/\/+$/, '');
  return (path) => `${base}/seed-icons/${path}.svg`;
}
