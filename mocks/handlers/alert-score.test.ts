import { describe, expect, it, vi } from 'vitest';
import type { Alert } from '../../src/api/alert/schemas';
import type { ScoreRecord } from '../../src/api/score/schemas';
import { db } from '../db/store';
import { MINED_AFTER_MS } from './action-execution';
import { DAY, seedNow } from '../db/seed/rng';
import { callRaw, TENANT_A, TENANT_B, setupMockServer } from '../test/harness';

setupMockServer();

const errorsOf = (body: unknown) => (body as { errors: string[] }).errors;
type Agg = {
  data: { ts: number; bucket: Record<string, { count: number; maxSeverity: string | null }> }[];
  total: Record<string, number>;
  count: Record<string, number>;
  severityCounts: Record<string, number>;
};

describe('alert aggregation', () => {
  it('answers the contract-histogram shape with every key in every bucket', async () => {
    const res = await callRaw('alertAggregation', {
      body: { from: seedNow() - 30 * DAY, to: seedNow(), interval: '1d', query: 'tags:SECURITY' },
    });
    expect(res.status).toBe(200);
    const agg = res.body as Agg;
    const keys = ['SECURITY', 'COMPLIANCE', 'FINANCIAL', 'action', 'trigger'];
    for (const b of agg.data) expect(Object.keys(b.bucket).sort()).toEqual([...keys].sort());
    const busy = agg.data.find((b) => (b.bucket.SECURITY?.count ?? 0) > 0);
    expect(busy?.bucket.SECURITY?.maxSeverity).toMatch(/^(INFO|LOW|MEDIUM|HIGH|CRITICAL)$/);
    expect(agg.data.some((b) => b.bucket.trigger?.count)).toBe(true);
    expect(Object.keys(agg.total).sort()).toEqual([...keys].sort());
    expect(agg.count.SECURITY).toBeLessThanOrEqual(agg.total.SECURITY ?? 0);
    expect(agg.count.COMPLIANCE).toBe(0);
    const chips = Object.values(agg.severityCounts).reduce((a, b) => a + b, 0);
    expect(chips).toBe(agg.count.SECURITY);
    expect(Object.keys(agg.severityCounts)).toEqual(
      expect.arrayContaining(['INFO', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL']),
    );
  });
});

describe('alert search', () => {
  it("accepts the vendor's timeseries ranges", async () => {
    const from = seedNow() - 5 * DAY;
    const to = seedNow() - 2 * DAY;
    const res = await callRaw('alertSearch', {
      body: { timeseries: [{ from, to }], size: 10000, trackTotal: true },
    });
    expect(res.status).toBe(200);
    const { data } = res.body as { data: Alert[] };
    expect(data.length).toBeGreaterThan(0);
    for (const a of data) expect(a.timestamp >= from && a.timestamp <= to).toBe(true);
    const bad = await callRaw('alertSearch', { body: { timeseries: [{ from: to, to: from }] } });
    expect(errorsOf(bad.body)).toEqual(['timeseries[0].to: must not be before from']);
  });
});

describe('scores', () => {
  const first = () => {
    const r = db.tables.score.list(TENANT_A).find((x) => !(x.tags ?? []).includes('viewed'));
    if (!r) throw new Error('no unviewed score');
    return r;
  };
  const visibleTags = async (r: ScoreRecord) => {
    const res = await callRaw('scoreSearch', {
      body: { query: `uid:"${r.uid}"`, size: 10 },
    });
    return (res.body as { data: ScoreRecord[] }).data.find((x) => x.uid === r.uid)?.tags;
  };

  it('hides a refresh=false change from search until a later refresh', async () => {
    const r = first();
    const other = db.tables.score.list(TENANT_A).find((x) => x.uid !== r.uid);
    const params = { index: r.index, uid: r.uid };
    const quiet = await callRaw('scoreUpdate', {
      params,
      body: { tags: ['viewed'] },
      query: { refresh: 'false' },
    });
    expect(quiet.body).toMatchObject({ tags: ['viewed'] });
    expect(await visibleTags(r)).not.toContain('viewed');
    if (!other) throw new Error('one score only');
    await callRaw('scoreUpdate', {
      params: { index: other.index, uid: other.uid },
      body: { tags: [] },
      query: { refresh: 'wait_for' },
    });
    expect(await visibleTags(r)).toContain('viewed');
  });

  it('shows a refresh=true or wait_for change to the very next search', async () => {
    const r = first();
    for (const [refresh, tags] of [
      ['true', ['viewed']],
      ['wait_for', []],
    ] as const) {
      await callRaw('scoreUpdate', {
        params: { index: r.index, uid: r.uid },
        body: { tags: [...tags] },
        query: { refresh },
      });
      expect(await visibleTags(r)).toEqual(tags);
    }
  });

  it('searches the scores of one organisation; another tenant’s organisation is 404', async () => {
    const withOrg = db.tables.score
      .list(TENANT_A)
      .find((x) => typeof x.organisationId === 'number');
    if (!withOrg?.organisationId) throw new Error('no organisation scores');
    const res = await callRaw('organisationScoreSearch', {
      params: { id: withOrg.organisationId },
      body: { size: 10000, trackTotal: true },
    });
    const { data } = res.body as { data: ScoreRecord[] };
    expect(data.length).toBeGreaterThan(0);
    for (const s of data) expect(s.organisationId).toBe(withOrg.organisationId);
    const foreign = db.tables.organisation.list(TENANT_B)[0]?.id ?? 0;
    expect(
      (await callRaw('organisationScoreSearch', { params: { id: foreign }, body: {} })).status,
    ).toBe(404);
  });
});

describe('usage and the project dashboard', () => {
  it('seeds 13 months of usage; empty buckets carry every key with 0', async () => {
    const res = await callRaw('tenantUsage', {
      params: { id: TENANT_A },
      body: { from: seedNow() - 400 * DAY, to: seedNow() + 40 * DAY, interval: '1M' },
    });
    expect(res.status).toBe(200);
    const data = (res.body as { data: { bucket: Record<string, number> }[] }).data;
    const keys = Object.keys(data[0]?.bucket ?? {}).sort();
    expect(keys).toEqual(['action.executed', 'alert.sent', 'api.call', 'detector.run']);
    for (const b of data) expect(Object.keys(b.bucket).sort()).toEqual(keys);
    const filled = data.filter((b) => (b.bucket['detector.run'] ?? 0) > 0);
    expect(filled.length).toBeGreaterThanOrEqual(13);
    const empty = data.at(-1)?.bucket ?? {};
    expect(Object.values(empty).every((n) => n === 0)).toBe(true);
  });

  it('answers the per-project alert histogram of that project only', async () => {
    const projectId = db.tables.alert.list(TENANT_A)[0]?.projectId ?? 0;
    const body = { from: seedNow() - 90 * DAY, to: seedNow(), interval: '1w', timezone: 'UTC' };
    const res = await callRaw('projectDashboard', { params: { id: projectId }, body });
    expect(res.status).toBe(200);
    const agg = res.body as Agg;
    const own = db.tables.alert
      .list(TENANT_A)
      .filter(
        (a) => a.projectId === projectId && a.timestamp >= body.from && a.timestamp <= body.to,
      );
    expect(Object.values(agg.severityCounts).reduce((a, b) => a + b, 0)).toBe(own.length);
  });
});

describe('action executions', () => {
  it('are seeded for the seeded actions over 90 days and recorded by manual runs', async () => {
    const page = async () =>
      (
        await callRaw('actionExecutionSearch', {
          body: { size: 10000, trackTotal: true },
        })
      ).body as {
        data: {
          actionId: number;
          trigger: string;
          txHash: string;
          nonce: number;
          timestamp: number;
        }[];
      };
    const before = await page();
    const kinds = new Set(before.data.map((e) => e.trigger));
    expect(kinds.has('manual')).toBe(true);
    expect(kinds.has('detector') || kinds.has('alert')).toBe(true);
    for (const e of before.data) expect(e.timestamp).toBeGreaterThan(seedNow() - 91 * DAY);

    const action = db.tables.action.list(TENANT_A).find((a) => a.status === 'ACTIVE');
    if (!action) throw new Error('no active action');
    const run = () =>
      callRaw('actionRun', { params: { id: action.id }, body: { severityLevel: 'HIGH' } });
    expect((await run()).status).toBe(200);
    expect((await run()).status).toBe(200);
    const after = await page();
    const mine = after.data.filter((e) => e.actionId === action.id && e.trigger === 'manual');
    const [last, previous] = mine;
    expect(after.data.length).toBe(before.data.length + 2);
    expect(last?.txHash).not.toBe(previous?.txHash);
    expect(last?.nonce).not.toBe(previous?.nonce);
  });

  it('mines a manual run a few blocks later: SUBMITTED first, then SUCCESS with the gas it used', async () => {
    const action = db.tables.action.list(TENANT_A).find((a) => a.status === 'ACTIVE');
    if (!action) throw new Error('no active action');
    const ran = await callRaw('actionRun', {
      params: { id: action.id },
      body: { severityLevel: 'LOW' },
    });
    const txHash = (ran.body as { key: string; value: string }[]).find((p) => p.key === 'txHash');
    const find = async () =>
      (
        (await callRaw('actionExecutionSearch', { body: { size: 10000 } })).body as {
          data: { txHash: string; result: string; gas: { limit: string; used?: string } }[];
        }
      ).data.find((e) => e.txHash === txHash?.value);
    expect((await find())?.result).toBe('SUBMITTED');
    vi.useFakeTimers({ now: Date.now() + MINED_AFTER_MS, toFake: ['Date'] });
    try {
      const mined = await find();
      expect(mined?.result).toBe('SUCCESS');
      expect(Number(mined?.gas.used)).toBeGreaterThan(0);
      expect(Number(mined?.gas.used)).toBeLessThan(Number(mined?.gas.limit));
    } finally {
      vi.useRealTimers();
    }
  });
});
