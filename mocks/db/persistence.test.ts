import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initStore, resetTenant } from './init';
import {
  SAVE_AFTER_MS,
  flushPersistence,
  persistSoon,
  type PersistenceAdapter,
  type SnapshotPart,
} from './persistence';
import { db, type Snapshot } from './store';

/** localStorage in miniature: what each part holds now, and every save in order. */
function memoryAdapter(start: Partial<Record<SnapshotPart, Snapshot>> = {}) {
  const held = new Map<SnapshotPart, string>();
  for (const [part, snap] of Object.entries(start))
    held.set(part as SnapshotPart, JSON.stringify(snap));
  const saves: SnapshotPart[] = [];
  const adapter: PersistenceAdapter = {
    load: (part) => {
      const raw = held.get(part);
      return raw ? (JSON.parse(raw) as Snapshot) : null;
    },
    save: (part, snapshot) => {
      saves.push(part);
      held.set(part, JSON.stringify(snapshot));
    },
    clear: () => held.clear(),
  };
  return { adapter, saves, held };
}

/** A write as a handler makes it: a project of tenant 1 renamed through the table. */
function renameFirstProject(name: string) {
  const [project] = db.tables.project.list(1);
  if (!project) throw new Error('the seed has projects for tenant 1');
  db.tables.project.replace(1, { ...project, name });
  persistSoon();
  return project.id;
}

describe('demo persistence', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => {
    flushPersistence();
    vi.useRealTimers();
  });

  it('saves once after a run of writes stops, not once per write', () => {
    const { adapter, saves } = memoryAdapter();
    initStore({ adapter });
    // A bulk run: 20 sequential writes, 200 ms apart (a request's round trip in the demo).
    for (let i = 0; i < 20; i += 1) {
      renameFirstProject(`Renamed ${i}`);
      vi.advanceTimersByTime(200);
    }
    expect(saves).toEqual([]);
    vi.advanceTimersByTime(SAVE_AFTER_MS);
    expect(saves.filter((p) => p === 'records')).toHaveLength(1);
  });

  it('saves the usage events apart, once: later saves write only the records', () => {
    const { adapter, saves, held } = memoryAdapter();
    initStore({ adapter });
    renameFirstProject('First');
    flushPersistence();
    renameFirstProject('Second');
    flushPersistence();
    expect(saves).toEqual(['usage', 'records', 'records']);
    expect(JSON.parse(held.get('records') ?? '{}').tables.usage).toBeUndefined();
    expect(JSON.parse(held.get('usage') ?? '{}').tables.usage.length).toBe(
      db.tables.usage.all().length,
    );
  });

  it('a reload finds every record and usage event as they were, and saves no usage again', () => {
    const first = memoryAdapter();
    initStore({ adapter: first.adapter });
    const id = renameFirstProject('Kept across a reload');
    flushPersistence();
    const usage = db.tables.usage.all().length;

    const records = first.adapter.load('records');
    const saved = first.adapter.load('usage');
    if (!records || !saved) throw new Error('both parts were saved');
    const reload = memoryAdapter({ records, usage: saved });
    db.clear();
    initStore({ adapter: reload.adapter });
    expect(db.tables.project.get(1, id)?.name).toBe('Kept across a reload');
    expect(db.tables.usage.all()).toHaveLength(usage);

    renameFirstProject('After the reload');
    flushPersistence();
    expect(reload.saves).toEqual(['records']);
  });

  it('reads demo data saved before the split, then keeps its usage apart', () => {
    initStore({ adapter: memoryAdapter().adapter });
    const id = renameFirstProject('Saved whole');
    const whole = db.snapshot();
    const old = memoryAdapter({ records: whole });
    db.clear();
    initStore({ adapter: old.adapter });
    expect(db.tables.project.get(1, id)?.name).toBe('Saved whole');
    expect(db.tables.usage.all()).toHaveLength(whole.tables.usage?.length ?? -1);
    renameFirstProject('Now split');
    flushPersistence();
    expect(old.saves).toEqual(['usage', 'records']);
  });

  it("saves the usage again after a tenant's demo data is reset", () => {
    const { adapter, saves } = memoryAdapter();
    initStore({ adapter });
    renameFirstProject('Before the reset');
    flushPersistence();
    resetTenant(1);
    flushPersistence();
    expect(saves).toEqual(['usage', 'records', 'usage', 'records']);
  });

  it('saves a waiting write at once when the page goes away, and only then', () => {
    const { adapter, saves } = memoryAdapter();
    initStore({ adapter });
    flushPersistence();
    expect(saves).toEqual([]);
    renameFirstProject('Going away');
    flushPersistence();
    expect(saves).toContain('records');
    const count = saves.length;
    vi.advanceTimersByTime(SAVE_AFTER_MS * 2);
    expect(saves).toHaveLength(count);
  });

  it('never persists a large performance seed', () => {
    const { adapter, saves } = memoryAdapter();
    initStore({ adapter, seed: { projects: 50 } });
    persistSoon();
    vi.advanceTimersByTime(SAVE_AFTER_MS);
    flushPersistence();
    expect(saves).toEqual([]);
  });
});
