import type { Store } from '../store';
import { seedChain } from './chain';
import { seedExecutions } from './executions';
import { seedFirst, type SeedOptions, type SeedState } from './first';
import { seedPeople } from './people';

export type { SeedOptions, SeedState } from './first';

/**
 * The seed after its first part (./first.ts), with the same draws as in one piece; in parts
 * (none more than ~20 ms at 1x here), should a caller want turns between them.
 */
export function* seedRest(
  store: Store,
  { rng, now, icon }: SeedState,
  opts: SeedOptions = {},
): Generator<void, void, undefined> {
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
  drain(seedRest(store, seedFirst(store, opts), opts));
}
