import { describe, expect, it } from 'vitest';
import { Store, type TableName } from '../store';
import { seed } from './index';

const LATE: TableName[] = ['alert', 'score', 'usage', 'execution'];

/** A seeded store whose late tables are first read in `order`, then the whole snapshot. */
function seededReading(order: TableName[]): string {
  const store = new Store();
  seed(store, { assetOrigin: 'http://localhost' });
  for (const name of order) store.tables[name].list(1);
  return JSON.stringify(store.snapshot());
}

describe('the seed made on first use', () => {
  it('is the same data whichever late table is read first', () => {
    const alertsFirst = seededReading(['alert', 'score', 'usage', 'execution']);
    expect(seededReading(['usage', 'execution', 'score', 'alert'])).toBe(alertsFirst);
    expect(seededReading(['execution'])).toBe(alertsFirst);
    expect(seededReading([])).toBe(alertsFirst);
  });

  it('is the same data when the late tables are settled in steps, and read half-way', async () => {
    const whole = seededReading([]);
    const store = new Store();
    seed(store, { assetOrigin: 'http://localhost' });
    let pauses = 0;
    const pause = () => {
      pauses += 1;
      // Half-way through the alerts, a handler that does not settle reads the scores at once.
      if (pauses === 5) store.tables.score.list(2);
      return Promise.resolve();
    };
    await store.tables.usage.settle(pause);
    await store.tables.execution.settle(pause);
    // Steps of days and actions: many pauses, none of them a whole fill.
    expect(pauses).toBeGreaterThan(20);
    expect(JSON.stringify(store.snapshot())).toBe(whole);
  });

  it('stops an old fill under way when the store is cleared and seeded again', async () => {
    const store = new Store();
    seed(store, { assetOrigin: 'http://localhost' });
    const old = store.tables.alert;
    let pauses = 0;
    await old.settle(() => {
      pauses += 1;
      // A demo reset between two steps of a handler's settle.
      if (pauses === 2) seed(store, { assetOrigin: 'http://localhost' });
      return Promise.resolve();
    });
    expect(pauses).toBe(2);
    // The new store's late tables are untouched until used, and then the seed's own.
    expect(store.tables.alert).not.toBe(old);
    expect(store.tables.alert.revision).toBe(0);
    expect(JSON.stringify(store.snapshot())).toBe(seededReading([]));
  });

  it('makes nothing late until a late table is used', () => {
    const store = new Store();
    seed(store);
    for (const name of LATE) expect(store.tables[name].revision).toBe(0);
    expect(store.tables.score.list(1).length).toBeGreaterThan(0);
    expect(store.tables.alert.revision).toBeGreaterThan(0);
    expect(store.tables.usage.revision).toBe(0);
  });

  it('makes the alerts of the monitors as seeded: one added before they are read has none', () => {
    const plain = new Store();
    seed(plain);
    const store = new Store();
    seed(store);
    const [detector] = store.tables.detector.list(1);
    const [trigger] = store.tables.trigger.list(1);
    if (!detector || !trigger) throw new Error('the seed has a detector and a trigger');
    const newDetector = { ...detector, id: store.nextId(), name: 'Added by the user' };
    const newTrigger = { ...trigger, id: store.nextId(), name: 'Added by the user' };
    store.tables.detector.insert(1, newDetector);
    store.tables.trigger.insert(1, newTrigger);
    const alerts = store.tables.alert.list(1);
    expect(alerts.some((a) => a.detectorId === detector.id)).toBe(true);
    expect(alerts.filter((a) => a.detectorId === newDetector.id)).toEqual([]);
    expect(alerts.filter((a) => a.meta?.triggerId === newTrigger.id)).toEqual([]);
    expect(JSON.stringify(alerts)).toBe(JSON.stringify(plain.tables.alert.list(1)));
  });
});
