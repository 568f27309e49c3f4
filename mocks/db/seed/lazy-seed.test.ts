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

  it('makes nothing late until a late table is used', () => {
    const store = new Store();
    seed(store);
    for (const name of LATE) expect(store.tables[name].revision).toBe(0);
    expect(store.tables.score.list(1).length).toBeGreaterThan(0);
    expect(store.tables.alert.revision).toBeGreaterThan(0);
    expect(store.tables.usage.revision).toBe(0);
  });
});
