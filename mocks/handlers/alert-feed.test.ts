/** The queries the alert feed builds, answered by the mock as the console expects. */
import { describe, expect, it } from 'vitest';
import type { Action, ActionExecution } from '../../src/api/action/schemas';
import type { Alert } from '../../src/api/alert/schemas';
import { db } from '../db/store';
import { DAY, seedNow } from '../db/seed/rng';
import { callRaw, TENANT_A, setupMockServer } from '../test/harness';

setupMockServer();

const alerts = () => db.tables.alert.list(TENANT_A);
const search = async (query: string, size = 10000) => {
  const res = await callRaw('alertSearch', { body: { query, size, trackTotal: true } });
  expect(res.status).toBe(200);
  return res.body as { data: Alert[]; total: number };
};

describe('alert feed queries', () => {
  it('answers exactly the alerts the filters describe', async () => {
    const sample = alerts().find((a) => typeof a.meta?.triggerId === 'number');
    const triggerId = Number(sample?.meta?.triggerId);
    const window = { from: seedNow() - 60 * DAY, to: seedNow() };
    // What the console's query builder (src/lib/alert-query.ts) sends for these filters.
    const q =
      '(NOT tags:nothing) AND severity:(HIGH OR CRITICAL OR INFO OR LOW OR MEDIUM) AND ' +
      `meta.triggerId:${triggerId} AND timestamp:[${window.from} TO ${window.to}]`;
    const { data, total } = await search(q);
    const expected = alerts().filter(
      (a) =>
        a.meta?.triggerId === triggerId && a.timestamp >= window.from && a.timestamp <= window.to,
    );
    expect(total).toBe(expected.length);
    expect(data.map((a) => a.id).sort()).toEqual(expected.map((a) => a.id).sort());
  });

  it('finds one alert by its id (the drawer of a shared link)', async () => {
    const target = alerts()[12];
    const { data } = await search(`id:"${target?.id ?? ''}"`, 10);
    expect(data.map((a) => a.id)).toEqual([target?.id]);
  });

  it('counts the same per severity in the chips and in one aggregation per severity', async () => {
    const body = {
      from: seedNow() - 30 * DAY,
      to: seedNow(),
      interval: '1d',
      query: 'tags:FINANCIAL',
    };
    const all = await callRaw('alertAggregation', { body });
    const chips = (all.body as { severityCounts: Record<string, number> }).severityCounts;
    for (const severity of ['HIGH', 'LOW']) {
      const one = await callRaw('alertAggregation', {
        body: { ...body, query: `tags:FINANCIAL AND severity:${severity}` },
      });
      const { count } = one.body as { count: Record<string, number> };
      expect(count.FINANCIAL).toBe(chips[severity]);
    }
  });

  it('finds the actions bound to a detector and the executions that name an alert', async () => {
    const action = db.tables.action.list(TENANT_A).find((a) => a.detectors?.length);
    const detectorId = action?.detectors?.[0]?.detectorId ?? 0;
    const res = await callRaw('actionSearch', {
      body: { where: `detectors.detectorId = ${detectorId}`, size: 100 },
    });
    const bound = (res.body as { data: Action[] }).data.map((a) => a.id);
    expect(bound).toContain(action?.id);
    const exec = db.tables.execution.list(TENANT_A).find((e) => e.alertId);
    const runs = await callRaw('actionExecutionSearch', {
      body: { where: `alertId = '${exec?.alertId ?? ''}'`, size: 100 },
    });
    const found = (runs.body as { data: ActionExecution[] }).data;
    expect(found.map((e) => e.id)).toContain(exec?.id);
    for (const e of found) expect(e.alertId).toBe(exec?.alertId);
  });

  it('fills every placeholder of the seeded messages', () => {
    for (const a of alerts()) expect(a.alertMessage ?? '').not.toMatch(/\{\w+\}/);
  });
});
