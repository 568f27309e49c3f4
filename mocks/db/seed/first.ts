import type { Store } from '../store';
import { seedFoundation } from './foundation';
import { seedIcons, type SeedIcon } from './icons';
import { createRng, seedNow, type Rng } from './rng';

export interface SeedOptions {
  /** Adds this many extra detectors to tenant A (performance work: 100,000). */
  detectors?: number;
  /** Adds this many extra projects to tenant A (performance work: 10,000-row lists). */
  projects?: number;
  /** Where `public/seed-icons/` is served (the page's or the HTTP mock's origin); see icons.ts. */
  assetOrigin?: string;
}

/** Where the seed stands after its first part: the rest goes on with the same draws. */
export interface SeedState {
  rng: Rng;
  now: number;
  icon: SeedIcon;
}

/**
 * The seed's first part: the tenants and their projects, all the first screen's request reads
 * (the projects list's search, and the key's tenant). A module of its own, with none of the
 * rest's data: the demo's service thread answers that request from this part while the rest of
 * its code loads (mocks/service-thread.ts); ./index.ts goes on from the state it returns.
 */
export function seedFirst(store: Store, opts: SeedOptions = {}): SeedState {
  store.clear();
  const rng = createRng(20261121);
  const now = seedNow();
  const icon = seedIcons(opts.assetOrigin);
  seedFoundation(store, rng, now, icon, opts.projects ?? 0);
  return { rng, now, icon };
}
