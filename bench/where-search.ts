import { search } from '../mocks/lib/resource';
import { Store } from '../mocks/db/store';
import { seed } from '../mocks/db/seed';

/** Median time of the mock's `where` search over 100,000 detectors (tenant-scoped, as served). */
export function measureWhereSearch(records = 100_000) {
  const store = new Store();
  seed(store, { detectors: records });
  const body = {
    where: "status = 'ACTIVE' and (name like '%transfer%' or tags = 'SECURITY') and id > 5000",
    sort: [{ field: 'name', order: 'Asc' as const }],
    from: 0,
    size: 50,
    trackTotal: true,
  };
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    const res = search(store.tables.detector.list(1), body);
    times.push(performance.now() - t0);
    total = res.total ?? 0;
  }
  times.sort((a, b) => a - b);
  return {
    records: store.tables.detector.list(1).length,
    medianMs: times[7] ?? NaN,
    matched: total,
  };
}
