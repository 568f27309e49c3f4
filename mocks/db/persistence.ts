import { db, type Snapshot } from './store';
import { seed, type SeedOptions } from './seed';

/**
 * Where demo data lives between reloads. The browser plugs in localStorage; Node keeps memory.
 * Large seeds (performance work) are never persisted.
 */
export interface PersistenceAdapter {
  load(): Snapshot | null;
  save(snapshot: Snapshot): void;
  clear(): void;
}

let adapter: PersistenceAdapter | null = null;
let seedOptions: SeedOptions = {};
let saveTimer: ReturnType<typeof setTimeout> | null = null;

export function initStore(opts: { adapter?: PersistenceAdapter; seed?: SeedOptions } = {}): void {
  adapter = opts.adapter ?? null;
  seedOptions = opts.seed ?? {};
  const large = Boolean(seedOptions.detectors || seedOptions.projects);
  const snap = adapter && !large ? adapter.load() : null;
  if (!snap || !db.restore(snap)) seed(db, seedOptions);
}

/** Called after every accepted change: nothing accepted is ever dropped. */
export function persistSoon(): void {
  if (!adapter || seedOptions.detectors || seedOptions.projects) return;
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = null;
    adapter?.save(db.snapshot());
  }, 50);
}

export function resetDemo(): void {
  adapter?.clear();
  seed(db, seedOptions);
}
