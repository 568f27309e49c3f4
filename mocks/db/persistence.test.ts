import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SAVE_AFTER_MS,
  flushPersistence,
  initStore,
  persistSoon,
  type PersistenceAdapter,
} from './persistence';
import type { Snapshot } from './store';

/** An adapter that records what it was asked to save. */
function recorder() {
  const saved: Snapshot[] = [];
  const adapter: PersistenceAdapter = {
    load: () => null,
    save: (snapshot) => void saved.push(snapshot),
    clear: () => undefined,
  };
  return { adapter, saved };
}

describe('demo persistence', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => {
    flushPersistence();
    vi.useRealTimers();
  });

  it('saves once after a run of writes stops, not once per write', () => {
    const { adapter, saved } = recorder();
    initStore({ adapter });
    // A bulk run: 20 sequential writes, 200 ms apart (a request's round trip in the demo).
    for (let i = 0; i < 20; i += 1) {
      persistSoon();
      vi.advanceTimersByTime(200);
    }
    expect(saved).toHaveLength(0);
    vi.advanceTimersByTime(SAVE_AFTER_MS);
    expect(saved).toHaveLength(1);
  });

  it('saves a waiting write at once when the page goes away, and only then', () => {
    const { adapter, saved } = recorder();
    initStore({ adapter });
    flushPersistence();
    expect(saved).toHaveLength(0);
    persistSoon();
    flushPersistence();
    expect(saved).toHaveLength(1);
    vi.advanceTimersByTime(SAVE_AFTER_MS * 2);
    expect(saved).toHaveLength(1);
  });

  it('never persists a large performance seed', () => {
    const { adapter, saved } = recorder();
    initStore({ adapter, seed: { projects: 50 } });
    persistSoon();
    vi.advanceTimersByTime(SAVE_AFTER_MS);
    flushPersistence();
    expect(saved).toHaveLength(0);
  });
});
