import type { Store } from '../store';
import { seedChain } from './chain';
import { seedExecutions } from './executions';
import { seedFoundation } from './foundation';
import { seedPeople } from './people';
import { createRng, seedNow } from './rng';

export interface SeedOptions {
  /** Adds this many extra detectors to tenant A (performance work: 100,000). */
  detectors?: number;
  /** Adds this many extra projects to tenant A (performance work: 10,000-row lists). */
  projects?: number;
}

/** Fills an empty store with the deterministic demo data set. */
export function seed(store: Store, opts: SeedOptions = {}): void {
  store.clear();
  const rng = createRng(20261121);
  const now = seedNow();
  seedFoundation(store, rng, now, opts.projects ?? 0);
  seedChain(store, rng, now, opts);
  seedPeople(store, rng, now);
  seedExecutions(store, now);
}
