import { beginStore, persistSoon, seedOptionsInUse, type StoreOptions } from './persistence';
import { drain, seed, seedRest, type SeedState } from './seed';
import { db, Store, type TableName } from './store';
import type { Table } from './table';

/** The saved data, or the whole seed, at once (Node: the mock server, the tests). */
export function initStore(opts: StoreOptions = {}): void {
  const begun = beginStore(opts);
  if (begun) finishStore(begun);
}

/** The rest of the seed a `beginStore` left (the demo's service thread, once its code is in). */
export function finishStore(begun: SeedState): void {
  drain(seedRest(db, begun, seedOptionsInUse()));
}

/** Puts one tenant's records back to the seed; every other tenant's stay as they are. */
export function resetTenant(tenantId: number): void {
  const fresh = new Store();
  seed(fresh, seedOptionsInUse());
  for (const name of Object.keys(db.tables) as TableName[]) {
    // Both tables have the same row type: they come from the same createTables().
    const table = db.tables[name] as Table<unknown, string | number>;
    const seeded = fresh.tables[name] as Table<unknown, string | number>;
    for (const row of table.all())
      if (row.tenantId === tenantId) table.remove(tenantId, table.keyOf(row.record));
    for (const row of seeded.all())
      if (row.tenantId === tenantId) table.insert(tenantId, row.record);
  }
  db.setSequence(Math.max(db.sequence, fresh.sequence));
  persistSoon();
}
