import type { Alert } from '../../../src/api/alert/schemas';
import type { Store } from '../store';
import {
  NUMERIC_SEVERITY,
  TEMPLATES,
  TRIGGER_CATEGORY,
  fillMessage,
  symbolOf,
  type AlertTemplate,
  type Category,
  type Fill,
  type Severity,
} from './alert-catalogue';
import {
  fakeAddress,
  fakeBlock,
  fakeTxHash,
  sourcesOf,
  weightedPicker,
  type AlertSource,
  type SeededMonitors,
} from './alert-sources';
import type { Rng } from './rng';
import { DAY } from './rng';

export const ALERT_DAYS = 90;

/** Alerts per day: fewer at weekends, slowly growing, noisy, with a few incident days. */
function dailyCounts(rng: Rng, now: number, total: number): number[] {
  const incidents = new Set([rng.int(3, 20), rng.int(30, 55), rng.int(60, 85)]);
  const weights: number[] = [];
  for (let d = 0; d < ALERT_DAYS; d++) {
    const weekday = new Date(now - (d + 1) * DAY).getUTCDay();
    let w = weekday === 0 || weekday === 6 ? 0.55 : 1;
    w *= 0.8 + 0.4 * (1 - d / ALERT_DAYS);
    w *= 0.6 + rng.next() * 0.8;
    if (incidents.has(d)) w *= 4;
    weights.push(w);
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.round((w / sum) * total));
}

function templateFor(rng: Rng, src: AlertSource): AlertTemplate {
  if (src.kind === 'detector') {
    const bySchema = TEMPLATES.filter(
      (t) => src.schemaName !== undefined && t.schemas.includes(src.schemaName),
    );
    const byCategory = TEMPLATES.filter((t) => t.category === src.category);
    return rng.pick(bySchema.length ? bySchema : byCategory.length ? byCategory : TEMPLATES);
  }
  return rng.pick(TEMPLATES);
}

/**
 * One formatter for every seeded amount (`toLocaleString` built one per alert, ~0.1 ms each),
 * made on first use: made as the module loaded, it loaded ICU's number data (~15 ms, a third of
 * the demo service's own start-up code) before the service's first answer, which needs no alert.
 */
let grouped: Intl.NumberFormat | undefined;
const groupedFormat = (n: number) => (grouped ??= new Intl.NumberFormat('en-US')).format(n);

function fillFor(rng: Rng, src: AlertSource, txHash: string): Fill {
  const from = fakeAddress(rng, src.network);
  const to = fakeAddress(rng, src.network);
  return {
    name: src.contractName,
    symbol: symbolOf(src.contractName),
    from,
    to,
    value: groupedFormat(rng.int(250_000, 9_800_000)),
    pct: rng.int(6, 48),
    n: rng.int(3, 60),
    // Placeholders of the seeded trigger alert messages.
    txHash,
    function: rng.pick(['flashLoan', 'liquidationCall', 'swapExactTokensForTokens', 'withdraw']),
    implementation: to,
    owner: from,
    newOwner: to,
    operator: to,
    account: to,
    _account: to,
    error: rng.pick(['execution reverted: STF', 'out of gas', 'execution reverted: expired']),
  };
}

function makeAlert(
  rng: Rng,
  tenantId: number,
  n: number,
  ts: number,
  src: AlertSource,
  now: number,
): Alert {
  const txHash = fakeTxHash(rng, src.network);
  const fill = fillFor(rng, src, txHash);
  let text: {
    category: Category;
    name: string;
    message: string;
    severity: Severity;
    schema: string;
  };
  if (src.kind === 'trigger') {
    const category = TRIGGER_CATEGORY[src.type] ?? 'SECURITY';
    text = {
      category,
      name: src.name,
      message: fillMessage(src.message, fill),
      severity: src.severity,
      schema: src.type,
    };
  } else {
    const tpl = templateFor(rng, src);
    const severity = src.severity ?? rng.pick(tpl.severities);
    text = {
      category: tpl.category,
      name: tpl.name(fill),
      message: tpl.message(fill),
      severity,
      schema: src.schemaName ?? tpl.schemas[0] ?? 'Detector',
    };
  }
  const recent = now - ts < 3 * DAY;
  const viewed = rng.chance(recent ? 0.15 : 0.6);
  return {
    id: `al-${tenantId}-${String(n).padStart(5, '0')}`,
    tenantId,
    projectId: src.projectId,
    contractId: src.contractId,
    detectorId: src.kind === 'detector' ? (src.detectorId ?? null) : null,
    detectorSchemaName: text.schema,
    alertName: text.name,
    alertMessage: text.message,
    numericSeverity: NUMERIC_SEVERITY[text.severity],
    severity: text.severity,
    txHash,
    timestamp: ts,
    tags: viewed ? [text.category, 'viewed'] : [text.category],
    meta: {
      network: src.network,
      contractAddress: src.address,
      blockNumber: fakeBlock(src.network, ts, now - 400 * DAY),
      'param.from': fill.from,
      'param.to': fill.to,
      monitorId:
        src.kind === 'trigger'
          ? `trg-${src.triggerAlertId}`
          : `det-${src.detectorId ?? src.contractId}`,
      ...(src.kind === 'trigger'
        ? { triggerId: src.triggerId, triggerAlertId: src.triggerAlertId }
        : {}),
    },
  };
}

/** A source still live at `ts`: a few tries, then none (that alert is not raised). */
function pickLive(pick: () => AlertSource, ts: number): AlertSource | undefined {
  for (let i = 0; i < 8; i++) {
    const src = pick();
    if (src.until === undefined || ts < src.until) return src;
  }
  return undefined;
}

/** Days of alerts made between two pauses of a stepped fill (see Fill): ~5 ms at 1x here. */
const DAYS_PER_STEP = 10;

/**
 * ~600 alerts of one tenant over the last 90 days before `now`, oldest first, stored once all
 * are made; the steps pause every few days (see Fill).
 */
export function* seedAlertSteps(
  store: Store,
  rng: Rng,
  now: number,
  tenantId: number,
  monitors: SeededMonitors,
): Generator<void, Alert[], undefined> {
  const sources = sourcesOf(store, rng, tenantId, monitors);
  if (!sources.length) return [];
  const pickSource = weightedPicker(rng, sources);
  const counts = dailyCounts(rng, now, rng.int(580, 620));
  const alerts: Alert[] = [];
  for (let d = ALERT_DAYS - 1; d >= 0; d--) {
    if (d % DAYS_PER_STEP === 0) yield;
    const dayStart = now - (d + 1) * DAY;
    const count = counts[d] ?? 0;
    // On a busy day most alerts come from one monitor on one contract, as real incidents do.
    const incidentSrc = pickSource();
    const times: number[] = [];
    for (let k = 0; k < count; k++) {
      const hour = rng.chance(0.7) ? rng.int(7, 20) : rng.int(0, 23);
      times.push(dayStart + hour * 3_600_000 + rng.int(0, 3_599_999));
    }
    times.sort((x, y) => x - y);
    for (const ts of times) {
      const burst = count > 12 && rng.chance(0.6);
      const src = burst ? incidentSrc : pickLive(pickSource, ts);
      // A monitor disabled before this moment raised nothing (and its burst ends there).
      if (!src || (src.until !== undefined && ts >= src.until)) continue;
      alerts.push(makeAlert(rng, tenantId, alerts.length + 1, ts, src, now));
    }
  }
  for (const alert of alerts) store.tables.alert.insert(tenantId, alert);
  return alerts;
}
