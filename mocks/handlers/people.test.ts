import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { Alert } from '../../src/api/alert/schemas';
import { db } from '../db/store';
import { DAY, seedNow } from '../db/seed/rng';
import { compileQuery } from '../lib/lucene-query';
import { callRaw, keyFor, TENANT_A, TENANT_B, setupMockServer } from '../test/harness';

setupMockServer();

interface ErrorBody {
  statusCode: number;
  message: string;
  errors: string[];
}
interface Page<T> {
  data: T[];
  total?: number;
}
interface Buckets {
  data: { ts: number; bucket: Record<string, unknown> }[];
  total?: number;
  count?: number;
}

const errorsOf = (body: unknown) => (body as ErrorBody).errors;

describe('destinations', () => {
  const create = (body: unknown) => callRaw('destinationCreate', { body });

  it('checks each type with its own rules, one error per violated rule naming the field', async () => {
    const email = await create({ type: 'EMAIL', value: 'not-an-address' });
    expect(email.status).toBe(400);
    expect(errorsOf(email.body)).toEqual(['value: must be an e-mail address']);

    const http = await create({ type: 'HTTP', value: 'hook', method: 'FETCH' });
    expect(http.status).toBe(400);
    expect(errorsOf(http.body)).toEqual([
      'uri: is required for HTTP destinations',
      'method: must be one of GET, POST, PUT, PATCH, DELETE',
    ]);
    const ftp = await create({ type: 'HTTP', value: 'hook', uri: 'ftp://files.example/x' });
    expect(errorsOf(ftp.body)).toEqual(['uri: must be an http(s) URL']);

    const slack = await create({
      type: 'SLACK',
      value: '#ops',
      slackUri: 'https://example.com/hook',
      uri: 'https://x.example',
    });
    expect(slack.status).toBe(400);
    expect(errorsOf(slack.body)).toEqual([
      'uri: not allowed for SLACK destinations',
      'slackUri: must start with https://hooks.slack.com/',
    ]);
  });

  it('creates valid destinations of every type; TELEGRAM comes back unbound with a uid', async () => {
    const ok = await Promise.all([
      create({ type: 'EMAIL', value: ' risk@northwind.example ' }),
      create({
        type: 'HTTP',
        value: 'SIEM',
        uri: 'https://siem.example/in',
        method: 'put',
        headers: { 'X-Key': 'k' },
      }),
      create({
        type: 'SLACK',
        value: '#ops',
        slackUri: 'https://hooks.slack.com/services/T1/B2/c3',
      }),
      create({ type: 'TELEGRAM', value: 'Ops chat', tags: ['DETECTOR'] }),
    ]);
    expect(ok.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const [email, http, , telegram] = ok.map((r) => r.body as Record<string, unknown>);
    expect(email).toMatchObject({
      value: 'risk@northwind.example',
      tenantId: TENANT_A,
      status: 'ACTIVE',
    });
    expect(http).toMatchObject({ method: 'PUT', headers: { 'X-Key': 'k' } });
    expect(telegram?.uid).toMatch(/^telegram: \/start \w{8,}$/);
    expect(telegram?.telegramChatId).toBeUndefined();
  });

  it('validates an update against the merged record', async () => {
    const res = await callRaw('destinationUpdate', {
      params: { id: 304 },
      body: { slackUri: 'https://evil.example/x' },
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toEqual(['slackUri: must start with https://hooks.slack.com/']);
    // The bare host is no webhook.
    const bare = await callRaw('destinationUpdate', {
      params: { id: 304 },
      body: { slackUri: 'https://hooks.slack.com/' },
    });
    expect(errorsOf(bare.body)).toEqual([
      "slackUri: must go on after https://hooks.slack.com/ (Slack's webhook URLs read …/services/T…/B…/…)",
    ]);
    const retype = await callRaw('destinationUpdate', {
      params: { id: 301 },
      body: { type: 'HTTP' },
    });
    expect(errorsOf(retype.body)).toEqual(['uri: is required for HTTP destinations']);
  });

  it('deletes a destination in use and removes the references to it', async () => {
    const links = () =>
      db.tables.detector
        .list(TENANT_A)
        .flatMap((d) => d.destinations ?? [])
        .filter((l) => l.tenantDestinationId === 301 || l.tenantDestination?.id === 301);
    expect(links().length).toBeGreaterThan(0);
    const res = await callRaw('destinationDelete', { params: { id: 301 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uid: expect.any(String) });
    expect(links()).toEqual([]);
    expect((await callRaw('destinationGet', { params: { id: 301 } })).status).toBe(404);
  });
});

describe('two-factor setup', () => {
  const USER = 801;
  async function setup() {
    const res = await callRaw('userOtpSetup', { params: { id: USER } });
    expect(res.status).toBe(200);
    return res.body as { totpSecret: string; totpSecretQrCode: string };
  }
  const codeFor = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) });
  const complete = (body: unknown) => callRaw('userOtpComplete', { params: { id: USER }, body });

  it('hands out a Base32 secret and a PNG QR code', async () => {
    const { totpSecret, totpSecretQrCode } = await setup();
    expect(totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpSecretQrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  });

  it('completes with the current code, refuses a wrong one and the same device twice', async () => {
    const { totpSecret: secret } = await setup();
    const wrong = String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, '0');
    const bad = await complete({ secret, deviceName: 'Pixel 8', totpCode: wrong });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)).toEqual(['totpCode: invalid code']);

    const ok = await complete({ secret, deviceName: 'Pixel 8', totpCode: codeFor(secret) });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ response: 'OK' });
    expect(db.tables.otpDevice.list(TENANT_A).filter((d) => d.secret === secret)).toMatchObject([
      { userId: USER, deviceName: 'Pixel 8', secret },
    ]);

    // The same secret and code on the same device name (any case) is refused, naming deviceName.
    const again = await complete({ secret, deviceName: 'pixel 8 ', totpCode: codeFor(secret) });
    expect(again.status).toBe(400);
    expect(errorsOf(again.body)).toEqual([
      "deviceName: 'pixel 8' is already enrolled with this secret",
    ]);
    // The same secret, even with the same code, may enrol another device name (real-service notes).
    const tablet = await complete({ secret, deviceName: 'iPad', totpCode: codeFor(secret) });
    expect(tablet.status, JSON.stringify(tablet.body)).toBe(200);
    expect(
      db.tables.otpDevice
        .list(TENANT_A)
        .filter((d) => d.secret === secret)
        .map((d) => d.deviceName),
    ).toEqual(['Pixel 8', 'iPad']);
  });

  it('wants a fresh code to enrol a removed device name again', async () => {
    const { totpSecret: secret } = await setup();
    const code = codeFor(secret);
    expect((await complete({ secret, deviceName: 'Laptop', totpCode: code })).status).toBe(200);
    // A second device keeps the secret enrolled once the first is removed.
    expect((await complete({ secret, deviceName: 'Phone', totpCode: code })).status).toBe(200);
    const device = db.tables.otpDevice
      .list(TENANT_A)
      .find((d) => d.secret === secret && d.deviceName === 'Laptop');
    const removed = await callRaw('userOtpDeviceDelete', {
      params: { id: USER, deviceId: device?.id ?? '' },
    });
    expect(removed.status).toBe(200);
    const replay = await complete({ secret, deviceName: 'Laptop', totpCode: code });
    expect(errorsOf(replay.body)).toEqual([
      'totpCode: this code was already used; wait for the next one',
    ]);
    const next = TOTP.generate({
      secret: Secret.fromBase32(secret),
      timestamp: Date.now() + 30_000,
    });
    expect((await complete({ secret, deviceName: 'Laptop', totpCode: next })).status).toBe(200);
  });

  it('refuses a secret that was not handed out', async () => {
    await setup();
    const other = new Secret({ size: 20 }).base32;
    const res = await complete({ secret: other, deviceName: 'Pixel 8', totpCode: codeFor(other) });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toEqual(['secret: does not match the secret of the pending setup']);
  });
});

describe('alerts', () => {
  const matching = (tenantId: number, query: string) => {
    const p = compileQuery(query);
    return db.tables.alert.list(tenantId).filter((a) => p(a as Record<string, unknown>));
  };

  it('filters by a Lucene query, newest first, with the right total', async () => {
    const query = 'severity:CRITICAL AND tags:SECURITY';
    const res = await callRaw('alertSearch', { body: { query, size: 10000, trackTotal: true } });
    expect(res.status).toBe(200);
    const page = res.body as Page<Alert>;
    const expected = db.tables.alert
      .list(TENANT_A)
      .filter((a) => a.severity === 'CRITICAL' && a.tags?.includes('SECURITY'));
    expect(expected.length).toBeGreaterThan(0);
    expect(page.total).toBe(expected.length);
    expect(page.data.map((a) => a.id).sort()).toEqual(expected.map((a) => a.id).sort());
    const times = page.data.map((a) => a.timestamp);
    expect(times).toEqual([...times].sort((x, y) => y - x));

    const second = await callRaw('alertSearch', {
      body: { query, from: 2, size: 3, sort: [{ field: 'timestamp', order: 'Asc' }] },
    });
    const asc = [...expected].sort((x, y) => x.timestamp - y.timestamp).slice(2, 5);
    expect((second.body as Page<Alert>).data.map((a) => a.id)).toEqual(asc.map((a) => a.id));
    expect((second.body as Page<Alert>).total).toBeUndefined();
  });

  it('answers 400 naming the query and the position of a syntax error', async () => {
    const res = await callRaw('alertSearch', { body: { query: 'severity:(HIGH OR' } });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toHaveLength(1);
    expect(errorsOf(res.body)[0]).toMatch(/^query: .*position \d+/);
  });

  it('aggregates per category; the bucket counts sum to the matching count', async () => {
    const to = seedNow();
    const from = to - 30 * DAY;
    const query = 'NOT tags:viewed';
    const res = await callRaw('alertAggregation', {
      body: { from, to, interval: '1d', timezone: 'UTC', query },
    });
    expect(res.status).toBe(200);
    const agg = res.body as Buckets;
    const inRange = (a: Alert) => a.timestamp >= from && a.timestamp <= to;
    const expected = matching(TENANT_A, query).filter(inRange);
    // `count`/`total` are per-entry maps, as in the contract histogram (docs/spec-gaps.md).
    const counts = agg.count as unknown as Record<string, number>;
    const categorySum = (m: Record<string, number>) =>
      (m.SECURITY ?? 0) + (m.COMPLIANCE ?? 0) + (m.FINANCIAL ?? 0);
    expect(categorySum(counts)).toBe(expected.length);
    expect(categorySum(agg.total as unknown as Record<string, number>)).toBe(
      db.tables.alert.list(TENANT_A).filter(inRange).length,
    );
    let sum = 0;
    for (const { ts, bucket } of agg.data) {
      expect(ts % DAY).toBe(0);
      expect(Object.keys(bucket).sort()).toEqual([
        'COMPLIANCE',
        'FINANCIAL',
        'SECURITY',
        'action',
        'trigger',
      ]);
      for (const c of ['SECURITY', 'COMPLIANCE', 'FINANCIAL'])
        sum += (bucket[c] as { count: number }).count;
    }
    expect(sum).toBe(expected.length);
    const critical = expected.filter(
      (a) => a.severity === 'CRITICAL' && a.tags?.includes('SECURITY'),
    ).length;
    const maxes = agg.data.map(
      (b) => (b.bucket.SECURITY as { maxSeverity: string | null }).maxSeverity,
    );
    expect(maxes.includes('CRITICAL')).toBe(critical > 0);
  });

  it('names every bad field of an aggregation', async () => {
    const res = await callRaw('alertAggregation', {
      body: { from: 5, to: 1, interval: '1d', timezone: 'Nowhere/City', query: 'a:(' },
    });
    expect(res.status).toBe(400);
    const errors = errorsOf(res.body);
    expect(errors).toHaveLength(3);
    expect(errors.map((e) => e.split(':')[0])).toEqual(['to', 'timezone', 'query']);
  });
});

describe('usage', () => {
  it('counts events per type in 1d buckets of the requested time zone', async () => {
    const to = seedNow();
    const from = to - 14 * DAY;
    const query = 'type:alert.sent AND network:ethereum';
    const res = await callRaw('tenantUsage', {
      params: { id: TENANT_A },
      body: { from, to, interval: '1d', timezone: 'Europe/Berlin', query },
    });
    expect(res.status).toBe(200);
    const { data } = res.body as Buckets;
    const berlin = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const b of data) expect(berlin.format(b.ts)).toBe('00:00');
    const expected = db.tables.usage
      .list(TENANT_A)
      .filter(
        (e) =>
          e.type === 'alert.sent' &&
          e.network === 'ethereum' &&
          e.timestamp >= from &&
          e.timestamp <= to,
      );
    expect(expected.length).toBeGreaterThan(0);
    const counted = data.reduce(
      (n, b) => n + (typeof b.bucket['alert.sent'] === 'number' ? b.bucket['alert.sent'] : 0),
      0,
    );
    expect(counted).toBe(expected.length);
    // Every bucket carries every event type (0 when filtered out or empty): one shape for charts.
    for (const b of data) {
      expect(Object.keys(b.bucket).sort()).toEqual([
        'action.executed',
        'alert.sent',
        'api.call',
        'detector.run',
      ]);
      expect(b.bucket['api.call']).toBe(0);
    }
  });

  it('fills a 12-month 1M view: every month has usage, with fewer API calls at weekends', async () => {
    const to = seedNow();
    const from = to - 365 * DAY;
    const res = await callRaw('tenantUsage', {
      params: { id: TENANT_A },
      body: { from, to, interval: '1M', timezone: 'Europe/Berlin' },
    });
    const { data } = res.body as Buckets;
    expect(data.length).toBeGreaterThanOrEqual(12);
    // Every month the view covers for a day or more (on the 1st of a month the range ends an hour
    // into it in Berlin, and that hour has no usage yet).
    const covered = data.filter(
      (b, i) => Math.min(data[i + 1]?.ts ?? to, to) - Math.max(b.ts, from) >= DAY,
    );
    expect(covered.length).toBeGreaterThanOrEqual(12);
    for (const b of covered) expect(b.bucket['detector.run']).toBeGreaterThan(0);
    const days = await callRaw('tenantUsage', {
      params: { id: TENANT_A },
      body: { from: to - 28 * DAY, to, interval: '1d' },
    });
    // Whole days only: the range's first and last days are cut by it (the last by the time of
    // day the test runs), and a cut weekday read as a quiet one, a flake on some afternoons.
    const calls = (weekend: boolean) =>
      (days.body as Buckets).data
        .filter((b) => b.ts >= to - 28 * DAY && b.ts + DAY <= to)
        .filter((b) => [0, 6].includes(new Date(b.ts).getUTCDay()) === weekend)
        .map((b) => (typeof b.bucket['api.call'] === 'number' ? b.bucket['api.call'] : 0));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    expect(mean(calls(true))).toBeLessThan(mean(calls(false)));
  });

  it('filters by detector: its runs and the deliveries of its alerts', async () => {
    const to = seedNow();
    const events = db.tables.usage.list(TENANT_A).filter((e) => e.detectorId !== undefined);
    const detectorId = events[0]?.detectorId;
    expect(detectorId).toBeDefined();
    const res = await callRaw('tenantUsage', {
      params: { id: TENANT_A },
      body: { from: to - 90 * DAY, to, interval: '1w', query: `detectorId:${detectorId}` },
    });
    const counted = (res.body as Buckets).data.reduce(
      (n, b) => n + Object.values(b.bucket).reduce((m: number, v) => m + Number(v), 0),
      0,
    );
    const expected = events.filter(
      (e) => e.detectorId === detectorId && e.timestamp >= to - 90 * DAY && e.timestamp <= to,
    );
    expect(counted).toBe(expected.length);
    expect(expected.every((e) => e.type === 'detector.run' || e.type === 'alert.sent')).toBe(true);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('names bad fields and refuses another tenant', async () => {
    const bad = await callRaw('tenantUsage', {
      params: { id: TENANT_A },
      body: { from: 0, to: 10 * 365 * DAY, interval: '1m', timezone: '+15:00' },
    });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body).map((e) => e.split(':')[0])).toEqual(['timezone']);
    const tooMany = await callRaw('tenantUsage', {
      params: { id: TENANT_A },
      body: { from: 0, to: 10 * 365 * DAY, interval: '1m' },
    });
    expect(errorsOf(tooMany.body)[0]).toMatch(/^interval: /);
    const foreign = await callRaw('tenantUsage', {
      params: { id: TENANT_B },
      body: { from: 0, to: DAY, interval: '1h' },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('tenant isolation', () => {
  const asB = async () => ({ key: await keyFor(TENANT_B) });

  it("a tenant 2 key sees none of tenant 1's alerts, scores, users or destinations", async () => {
    const b = await asB();
    const alerts = await callRaw('alertSearch', { ...b, body: { size: 10000, trackTotal: true } });
    const alertPage = alerts.body as Page<Alert>;
    expect(alertPage.total).toBe(db.tables.alert.list(TENANT_B).length);
    expect(alertPage.data.every((a) => a.tenantId === TENANT_B)).toBe(true);
    const byId = await callRaw('alertSearch', {
      ...b,
      body: { query: 'tenantId:1', trackTotal: true },
    });
    expect((byId.body as Page<Alert>).total).toBe(0);

    const scores = await callRaw('scoreSearch', { ...b, body: { size: 10000, trackTotal: true } });
    const scorePage = scores.body as Page<{ tenantId: number }>;
    expect(scorePage.total).toBe(db.tables.score.list(TENANT_B).length);
    expect(scorePage.data.every((s) => s.tenantId === TENANT_B)).toBe(true);

    const users = await callRaw('userSearch', { ...b, body: { size: 100, trackTotal: true } });
    expect(
      (users.body as Page<{ tenantId: number }>).data.every((u) => u.tenantId === TENANT_B),
    ).toBe(true);
    expect((await callRaw('userGet', { ...b, params: { id: 801 } })).status).toBe(404);
    expect((await callRaw('destinationGet', { ...b, params: { id: 301 } })).status).toBe(404);
    expect((await callRaw('tenantGet', { ...b, params: { id: TENANT_A } })).status).toBe(404);
    const tenants = await callRaw('tenantSearch', { ...b, body: { trackTotal: true } });
    expect(tenants.body).toMatchObject({ total: 1, data: [{ id: TENANT_B }] });

    const score = db.tables.score.list(TENANT_A)[0];
    const update = await callRaw('scoreUpdate', {
      ...b,
      params: { index: score?.index ?? '', uid: score?.uid ?? '' },
      body: { tags: ['viewed'] },
    });
    expect(update.status).toBe(404);
  });

  it("the current user is the key's tenant admin", async () => {
    expect((await callRaw('userMe', {})).body).toMatchObject({
      id: 801,
      tenantId: TENANT_A,
      roles: ['admin'],
    });
    expect((await callRaw('userMe', await asB())).body).toMatchObject({
      id: 808,
      tenantId: TENANT_B,
    });
  });
});

describe('scores and organisations', () => {
  it('marks a score record viewed, accepting both refresh spellings', async () => {
    const target = db.tables.score.list(TENANT_A).find((s) => !s.tags?.length);
    if (!target) throw new Error('seed has no unviewed score');
    for (const refresh of ['WaitFor', 'true']) {
      const res = await callRaw('scoreUpdate', {
        params: { index: target.index, uid: target.uid },
        query: { refresh },
        body: { tags: ['viewed'] },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ uid: target.uid, tags: ['viewed'] });
    }
    const unread = await callRaw('scoreSearch', {
      body: { query: `uid:${target.uid} AND -tags:viewed`, trackTotal: true },
    });
    expect((unread.body as Page<unknown>).total).toBe(0);
    const badRefresh = await callRaw('scoreUpdate', {
      params: { index: target.index, uid: target.uid },
      query: { refresh: 'now' },
      body: { tags: [] },
    });
    expect(badRefresh.status).toBe(400);
    expect(
      (
        await callRaw('scoreUpdate', {
          params: { index: 'scores-1999.01', uid: target.uid },
          body: { tags: [] },
        })
      ).status,
    ).toBe(404);
  });

  it('creates an organisation without a name (required on update only), not with a blank one', async () => {
    const made = await callRaw('organisationCreate', { body: { parent: 'EU' } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({
      name: '',
      parent: 'EU',
      status: 'ACTIVE',
      tenantId: TENANT_A,
    });
    const blank = await callRaw('organisationCreate', { body: { name: '  ', parent: 'EU' } });
    expect(errorsOf(blank.body)).toEqual(['name: name must not be blank']);
    // One entry per violated rule: a blank name beside a bad logo is said too.
    const both = await callRaw('organisationCreate', { body: { name: '', logoLight: 'ftp://x' } });
    expect(errorsOf(both.body)).toEqual([
      'name: name must not be blank',
      'logoLight: logoLight must be an http(s) URL',
    ]);
    // The update still requires it (interface).
    const id = (made.body as { id: number }).id;
    const blankUpdate = await callRaw('organisationUpdate', {
      params: { id },
      body: { name: ' ', parent: 'EU', darkLogo: 'ftp://x' },
    });
    expect(errorsOf(blankUpdate.body)).toEqual([
      'name: name must not be blank',
      'darkLogo: darkLogo must be blank or an http(s) URL',
    ]);
    const update = await callRaw('organisationUpdate', { params: { id }, body: { parent: 'EU' } });
    expect(update.status).toBe(400);
    expect(errorsOf(update.body)[0]).toMatch(/^name: /);
  });

  it('keeps organisations inside the tenant and refuses to delete one with users', async () => {
    const foreign = await callRaw('organisationCreate', {
      body: { name: 'X', parent: 'Y', tenantId: TENANT_B },
    });
    expect(errorsOf(foreign.body)).toEqual(['tenantId: must be the tenant of the API key']);
    const inUse = await callRaw('organisationDelete', { params: { id: 701 } });
    expect(inUse.status).toBe(409);
    expect(errorsOf(inUse.body)[0]).toMatch(/^id: organisation 701 still has \d+ users; move them/);
    const empty = await callRaw('organisationDelete', { params: { id: 703 } });
    expect(empty.body).toEqual({ uid: '703' });
  });
});
