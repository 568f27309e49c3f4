import { db, Store, type Snapshot, type TableName } from './store';
import type { Table } from './table';
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

/**
 * How long the demo waits for writes to stop before saving. A save serialises the whole store
 * (about 4 MB of JSON, 75–900 ms of the page's main thread on a 2-core machine), so a bulk run
 * of 20 sequential writes saved 20 times when the window was 50 ms and each write took longer.
 * Nothing waiting is lost: `flushPersistence` saves it when the page is hidden or goes away.
 */
export const SAVE_AFTER_MS = 1_000;

/** Called after every accepted change: nothing accepted is ever dropped. */
export function persistSoon(): void {
  if (!adapter || seedOptions.detectors || seedOptions.projects) return;
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = null;
    adapter?.save(db.snapshot());
  }, SAVE_AFTER_MS);
}

/** Saves a pending change now (the page is going away: a reload must not lose it). */
export function flushPersistence(): void {
  if (!saveTimer) return;
  clearTimeout(saveTimer);
  saveTimer = null;
  adapter?.save(db.snapshot());
}

export function resetDemo(): void {
  adapter?.clear();
  seed(db, seedOptions);
}

/** Puts one tenant's records back to the seed; every other tenant's stay as they are. */
export function resetTenant(tenantId: number): void {
  const fresh = new Store();
  seed(fresh, seedOptions);
  for (const name of Object.keys(db.tables) as TableName[]) {
    // Both tables have the same row type: they come from the same createTables().
    const table = db.tables[name] as Table<unknown, string | number>;
    const seeded = fresh.tables[name] as Table<unknown, string | number>;
    for (const row of table.all())
      if (row.tenantId === tenantId) table.rows.delete(table.keyOf(row.record));
    for (const row of seeded.all())
      if (row.tenantId === tenantId) table.insert(tenantId, row.record);
  }
  db.setSequence(Math.max(db.sequence, fresh.sequence));
  persistSoon();
}
