import type { Store } from '../store';
import { seedChain } from './chain';
import { seedExecutions } from './executions';
import { seedFirst, type SeedOptions, type SeedState } from './first';
import { seedPeople } from './people';

export type { SeedOptions, SeedState } from './first';

/** The seed after its first part (./first.ts), in parts, with the same draws as in one piece. */
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

/**
 * Fills an empty store with the deterministic demo data set, in parts: it yields between them
 * (none takes more than ~20 ms at 1x here), so the browser can seed without one long task.
 */
export function* seedSteps(store: Store, opts: SeedOptions = {}): Generator<void, void, undefined> {
  yield* seedRest(store, seedFirst(store, opts), opts);
}

/** Runs steps through at once. */
export function drain(steps: Iterator<unknown>): void {
  while (!steps.next().done);
}

/** Fills an empty store with the deterministic demo data set, at once. */
export function seed(store: Store, opts: SeedOptions = {}): void {
  drain(seedSteps(store, opts));
}
