import type { Alert } from '../../../src/api/alert/schemas';
import type { Store, UsageEvent } from '../store';
import { ALERT_DAYS } from './alerts';
import { DAY, createRng } from './rng';

/** Usage reaches back 13 months so a year-over-year chart has a full year and a month. */
export const USAGE_DAYS = 396;

export const USAGE_TYPES = ['detector.run', 'alert.sent', 'action.executed', 'api.call'] as const;

interface Owner {
  projectId: number;
  contractId: number;
  network: string;
}

/** Events per day of the kinds that are not alert deliveries. */
const PER_DAY = { 'detector.run': 17, 'api.call': 9, 'action.executed': 1.4 } as const;

/**
 * ~3,000 usage events of one tenant over the last 90 days: one `alert.sent` per delivered
 * alert (so usage agrees with the alert list), detector runs, API calls and action executions.
 * Ids are `tenantId * 100000 + n` so both tenants' events share the table without clashing.
 */
export function seedUsage(
  store: Store,
  now: number,
  tenantId: number,
  alertsOf: () => readonly Alert[],
): void {
  const contracts: Owner[] = store.tables.contract
    .list(tenantId)
    .map((c) => ({ projectId: c.projectId ?? 0, contractId: c.id, network: c.chainUid }));

  // Detector runs belong to a detector of the contract (chosen by event number); alert
  // deliveries to the alert's detector.
  const detectorsOf = new Map<number, number[]>();
  for (const d of store.tables.detector.list(tenantId)) {
    if (!d.contractId) continue;
    // Appended in place: copying the list per detector was quadratic (22 s with the 100,000
    // detectors of the performance seed, a test's whole time budget on a busy machine).
    const ids = detectorsOf.get(d.contractId);
    if (ids) ids.push(d.id);
    else detectorsOf.set(d.contractId, [d.id]);
  }
  // The events themselves (~19,000 for both tenants, the seed's largest part) are made when the
  // usage table is first read: from what the store held at seed time (above) and the seeded
  // alerts, with rngs of their own, so the data is the same whenever that is, and most pages
  // never read it.
  store.tables.usage.fillOnFirstUse(function* () {
    // The seeded alerts, in their own steps.
    yield* store.tables.alert.steps();
    const alerts = alertsOf();
    const owners = [...contracts];
    for (const a of alerts) {
      if (owners.length >= 8) break;
      const network = typeof a.meta?.network === 'string' ? a.meta.network : 'ethereum';
      if (!owners.some((o) => o.contractId === a.contractId)) {
        owners.push({ projectId: a.projectId ?? 0, contractId: a.contractId ?? 0, network });
      }
    }
    if (owners.length) yield* fillUsage(store, now, tenantId, alerts, owners, detectorsOf);
  });
}

/** Days of events made between two pauses of the fill (see Fill). */
const DAYS_PER_STEP = 30;

function* fillUsage(
  store: Store,
  now: number,
  tenantId: number,
  alerts: readonly Alert[],
  owners: readonly Owner[],
  detectorsOf: ReadonlyMap<number, number[]>,
): Generator<void, void, undefined> {
  const rng = createRng(7_000 + tenantId);
  let n = 0;
  const add = (timestamp: number, type: string, owner: Owner, detector?: number | null) => {
    const id = tenantId * 100_000 + ++n;
    const own = detectorsOf.get(owner.contractId) ?? [];
    const detectorId =
      type === 'alert.sent'
        ? detector
        : type === 'detector.run'
          ? own[n % Math.max(1, own.length)]
          : undefined;
    const event: UsageEvent = {
      id,
      timestamp,
      type,
      ...owner,
      ...(detectorId ? { detectorId } : {}),
    };
    store.tables.usage.insert(tenantId, event);
  };

  for (const a of alerts) {
    const owner = {
      projectId: a.projectId ?? 0,
      contractId: a.contractId ?? 0,
      network: typeof a.meta?.network === 'string' ? a.meta.network : 'ethereum',
    };
    // Delivery follows the alert by a few seconds; high severities often go to two channels.
    const deliveries = (a.numericSeverity ?? 0) >= 0.5 && rng.chance(0.5) ? 2 : 1;
    for (let k = 0; k < deliveries; k++)
      add(a.timestamp + rng.int(800, 9_000), 'alert.sent', owner, a.detectorId);
  }

  // Before the alert window: an rng of its own (the events before it were added later).
  const older = createRng(9_000 + tenantId);
  for (let d = ALERT_DAYS; d < USAGE_DAYS; d++) {
    if (d % DAYS_PER_STEP === 0) yield;
    const dayStart = now - (d + 1) * DAY;
    const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
    // Fewer monitors a year ago: usage grows towards today.
    const growth = 0.45 + 0.5 * (1 - d / USAGE_DAYS);
    for (const [type, perDay] of Object.entries(PER_DAY)) {
      const factor = (type === 'detector.run' ? 1 : weekend ? 0.3 : 1.25) * growth;
      const count = Math.round(perDay * factor * (0.7 + older.next() * 0.6));
      for (let k = 0; k < count; k++) {
        const hour = type === 'detector.run' ? older.int(0, 23) : older.int(8, 19);
        add(dayStart + hour * 3_600_000 + older.int(0, 3_599_999), type, older.pick(owners));
      }
    }
    // Alert deliveries follow the same weekly rhythm.
    const sent = Math.round((weekend ? 3 : 6) * growth * (0.6 + older.next() * 0.8));
    for (let k = 0; k < sent; k++)
      add(dayStart + older.int(7, 21) * 3_600_000, 'alert.sent', older.pick(owners));
  }

  for (let d = 0; d < ALERT_DAYS; d++) {
    if (d % DAYS_PER_STEP === 0) yield;
    const dayStart = now - (d + 1) * DAY;
    const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
    for (const [type, perDay] of Object.entries(PER_DAY)) {
      // Detectors run on schedules; people call the API and run actions on working days.
      const factor = type === 'detector.run' ? 1 : weekend ? 0.3 : 1.25;
      const count = Math.round(perDay * factor * (0.7 + rng.next() * 0.6));
      for (let k = 0; k < count; k++) {
        const hour = type === 'detector.run' ? rng.int(0, 23) : rng.int(8, 19);
        add(dayStart + hour * 3_600_000 + rng.int(0, 3_599_999), type, rng.pick(owners));
      }
    }
  }
}
