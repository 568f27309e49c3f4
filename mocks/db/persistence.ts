import { db, type Snapshot, type TableName } from './store';
import { seedFirst, type SeedOptions, type SeedState } from './seed/first';

/**
 * Where demo data lives between reloads. The browser plugs in localStorage; Node keeps memory.
 * Large seeds (performance work) are never persisted.
 *
 * The data is kept in two parts. `usage` (13 months of usage events, about two thirds of the
 * store's 4 MB of JSON) is written only by the seed and a reset, so it is saved apart and only
 * when it changed; `records` (every other table) is saved after each run of writes.
 */
export type SnapshotPart = 'records' | 'usage';

export interface PersistenceAdapter {
  load(part: SnapshotPart): Snapshot | null;
  save(part: SnapshotPart, snapshot: Snapshot): void;
  clear(): void;
}

/** The tables the console never writes: the seed and a reset are their only writers. */
const USAGE_TABLES: readonly TableName[] = ['usage'];

let adapter: PersistenceAdapter | null = null;
let seedOptions: SeedOptions = {};
let saveTimer: ReturnType<typeof setTimeout> | null = null;
/** The usage table (and its revision) last saved or loaded from its own part. */
let savedUsage: { table: object; revision: number } | null = null;

function usageIsSaved(): boolean {
  const table = db.tables.usage;
  return savedUsage?.table === table && savedUsage.revision === table.revision;
}

function markUsageSaved(): void {
  savedUsage = { table: db.tables.usage, revision: db.tables.usage.revision };
}

function loadSnapshot(from: PersistenceAdapter): { snap: Snapshot; usageApart: boolean } | null {
  const records = from.load('records');
  if (!records) return null;
  // Demo data saved before the split carries its usage inside the records part.
  if (records.tables.usage) return { snap: records, usageApart: false };
  const usage = from.load('usage');
  if (!usage?.tables.usage || usage.version !== records.version) return null;
  return { snap: { ...records, tables: { ...records.tables, ...usage.tables } }, usageApart: true };
}

/** The adapter, unless the seed is a large performance set (never persisted). */
function persistence(): PersistenceAdapter | null {
  return seedOptions.detectors || seedOptions.projects ? null : adapter;
}

export interface StoreOptions {
  adapter?: PersistenceAdapter;
  seed?: SeedOptions;
}

/**
 * The saved data, or the seed's first part (./seed/first.ts): what is left of the seed, to go on
 * with (./init.ts), or null when the saved data were restored. This module stays light (the
 * demo's service thread answers its first request with it): the rest of the seed is ./init.ts's.
 */
export function beginStore(opts: StoreOptions = {}): SeedState | null {
  adapter = opts.adapter ?? null;
  seedOptions = opts.seed ?? {};
  savedUsage = null;
  const from = persistence();
  const loaded = from ? loadSnapshot(from) : null;
  if (loaded && db.restore(loaded.snap)) {
    if (loaded.usageApart) markUsageSaved();
    return null;
  }
  return seedFirst(db, seedOptions);
}

/** The seed's options the store began with (a reset seeds with them again). */
export function seedOptionsInUse(): SeedOptions {
  return seedOptions;
}

function save(): void {
  if (!adapter) return;
  if (!usageIsSaved()) {
    adapter.save('usage', db.snapshot(USAGE_TABLES));
    markUsageSaved();
  }
  const records = (Object.keys(db.tables) as TableName[]).filter((t) => !USAGE_TABLES.includes(t));
  adapter.save('records', db.snapshot(records));
}

/**
 * How long the demo waits for writes to stop before saving. A save serialises the records
 * (about 1.5 MB of JSON; it was the whole 4 MB store, 75–900 ms of the page's main thread on a
 * 2-core machine), so a bulk run of 20 sequential writes saved 20 times when the window was
 * 50 ms and each write took longer. Nothing waiting is lost: `flushPersistence` saves it when
 * the page is hidden or goes away.
 */
export const SAVE_AFTER_MS = 1_000;

/** Called after every accepted change: nothing accepted is ever dropped. */
export function persistSoon(): void {
  if (!persistence()) return;
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = null;
    save();
  }, SAVE_AFTER_MS);
}

/** Saves a pending change now (the page is going away: a reload must not lose it). */
export function flushPersistence(): void {
  if (!saveTimer) return;
  clearTimeout(saveTimer);
  saveTimer = null;
  save();
}
