import { Fill, fillPause, type FillSteps, type Pause } from './fill';

/** A tenant-owned table: every row remembers its tenant, and every read is scoped by it. */
export interface Owned<T> {
  tenantId: number;
  record: T;
}

export class Table<T, K extends string | number = number> {
  readonly rows = new Map<K, Owned<T>>();
  /** Grows with every insert, replace, removal and clear: persistence saves a table that changed. */
  revision = 0;

  /** Rows still to come (fillOnFirstUse), added before anything reads or writes the table. */
  private pending: Fill[] = [];

  constructor(
    readonly kind: string,
    readonly keyOf: (record: T) => K,
  ) {}

  /**
   * Rows that `fill` adds when the table is first used, not now: the seed's usage events are
   * most of its time, and most pages never read them. Fills run in the order given. A fill may
   * be a generator (see Fill), and one Fill may serve several tables.
   */
  fillOnFirstUse(fill: Fill | FillSteps): void {
    this.pending.push(fill instanceof Fill ? fill : new Fill(fill));
  }

  /** True while one of this table's fills runs: its own inserts must not start the next one. */
  private filling = false;

  private run<R>(work: () => R): R {
    this.filling = true;
    try {
      return work();
    } finally {
      this.filling = false;
    }
  }

  /**
   * Makes the rows still to come with `pause` between steps (the demo thread's, see Fill), so
   * a handler about to read the table does not hold up other requests for the whole fill.
   */
  async settle(pause: Pause | null = fillPause()): Promise<void> {
    const steps = this.steps();
    while (!steps.next().done) if (pause) await pause();
  }

  /**
   * The rows still to come, a step at a time: what `settle` pauses between, and what a fill
   * that needs another table's rows first delegates to (`yield* table.steps()`).
   */
  *steps(): Generator<void, void, undefined> {
    for (const fill of this.pending) {
      while (!this.run(() => fill.step())) yield;
    }
    this.filled();
  }

  private filled(): void {
    if (!this.pending.length || this.filling) return;
    this.run(() => {
      for (const fill of this.pending) fill.finish();
    });
    this.pending = this.pending.filter((fill) => !fill.done);
  }

  insert(tenantId: number, record: T): T {
    this.filled();
    this.revision += 1;
    this.rows.set(this.keyOf(record), { tenantId, record });
    return record;
  }

  /** The record if it exists AND belongs to the tenant; another tenant's record is invisible. */
  get(tenantId: number, id: K): T | undefined {
    this.filled();
    const row = this.rows.get(id);
    return row && row.tenantId === tenantId ? row.record : undefined;
  }

  /**
   * Replaces a visible record; returns undefined when the tenant cannot see it. A record's
   * `updatedAt` only ever grows, even for two writes in the same millisecond, so a client that
   * compares it before writing always sees that something changed (docs/spec-gaps.md).
   */
  replace(tenantId: number, record: T): T | undefined {
    this.filled();
    const row = this.rows.get(this.keyOf(record));
    if (!row || row.tenantId !== tenantId) return undefined;
    const before = stampOf(row.record);
    const after = stampOf(record);
    // The record is the handler's fresh copy (never a shared seed object), so it is bumped in
    // place: the handler's answer then carries the stored stamp.
    if (before !== undefined && after !== undefined && after <= before)
      Object.assign(record as object, { updatedAt: before + 1 });
    this.revision += 1;
    row.record = record;
    return record;
  }

  remove(tenantId: number, id: K): T | undefined {
    this.filled();
    const row = this.rows.get(id);
    if (!row || row.tenantId !== tenantId) return undefined;
    this.revision += 1;
    this.rows.delete(id);
    return row.record;
  }

  /** Each tenant's records as of `revision`: a search of 100,000 records reads them again. */
  private listed = { revision: -1, byTenant: new Map<number, readonly T[]>() };

  /** The tenant's records, in insertion order (a fresh array the caller may change). */
  list(tenantId: number): T[] {
    this.filled();
    if (this.listed.revision !== this.revision)
      this.listed = { revision: this.revision, byTenant: new Map() };
    let records = this.listed.byTenant.get(tenantId);
    if (!records) {
      const out: T[] = [];
      for (const row of this.rows.values()) if (row.tenantId === tenantId) out.push(row.record);
      this.listed.byTenant.set(tenantId, (records = out));
    }
    return records.slice();
  }

  all(): Owned<T>[] {
    this.filled();
    return [...this.rows.values()];
  }

  /** Drops the rows still to come, and stops a settle under way (see Fill.cancel). */
  dropFills(): void {
    for (const fill of this.pending) fill.cancel();
    this.pending = [];
  }

  clear(): void {
    this.dropFills();
    this.revision += 1;
    this.rows.clear();
  }
}

function stampOf(record: unknown): number | undefined {
  if (typeof record !== 'object' || record === null || !('updatedAt' in record)) return undefined;
  return typeof record.updatedAt === 'number' ? record.updatedAt : undefined;
}
