import type { Store } from '../store';
import { seedChain } from './chain';
import { seedExecutions } from './executions';
import { seedFoundation } from './foundation';
import { seedIcons } from './icons';
import { seedPeople } from './people';
import { createRng, seedNow } from './rng';

export interface SeedOptions {
  /** Adds this many extra detectors to tenant A (performance work: 100,000). */
  detectors?: number;
  /** Adds this many extra projects to tenant A (performance work: 10,000-row lists). */
  projects?: number;
  /** Where `public/seed-icons/` is served (the page's or the HTTP mock's origin); see icons.ts. */
  assetOrigin?: string;
}

/**
 * Fills an empty store with the deterministic demo data set, in parts: it yields between them
 * (none takes more than ~20 ms at 1x here), so the browser can seed without one long task.
 */
export function* seedSteps(store: Store, opts: SeedOptions = {}): Generator<void, void, undefined> {
  store.clear();
  const rng = createRng(20261121);
  const now = seedNow();
  const icon = seedIcons(opts.assetOrigin);
  seedFoundation(store, rng, now, icon, opts.projects ?? 0);
  seedChain(store, rng, now, icon, opts);
  yield;
  yield* seedPeople(store, rng, now, icon);
  yield;
  seedExecutions(store, now);
}

/** Runs steps through at once. */
export function drain(steps: Iterator<unknown>): void {
  while (!steps.next().done);
}

/** Fills an empty store with the deterministic demo data set, at once. */
export function seed(store: Store, opts: SeedOptions = {}): void {
  drain(seedSteps(store, opts));
}
