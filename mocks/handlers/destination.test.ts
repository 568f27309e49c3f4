import { describe, expect, it } from 'vitest';
import type { Delivery, TenantDestination } from '../../src/api/destination/schemas';
import { db } from '../db/store';
import { callRaw, keyFor, MOCK_ORIGIN, TENANT_A, TENANT_B, setupMockServer } from '../test/harness';

setupMockServer();

const errorsOf = (body: unknown) => (body as { errors: string[] }).errors;

describe('destinations: webhooks, test-send, Telegram binding', () => {
  it('refuses plain http webhooks except to the machine itself', async () => {
    const create = (uri: string) =>
      callRaw('destinationCreate', { body: { type: 'HTTP', value: 'hook', uri } });
    expect(errorsOf((await create('http://hooks.example/x')).body)).toEqual([
      expect.stringMatching(/^uri: must use https/),
    ]);
    expect((await create('http://127.0.0.1:9000/x')).status).toBe(200);
    expect((await create('https://hooks.example/x')).status).toBe(200);
  });

  it('takes each type by its own fields, `value` needed for e-mail only', async () => {
    const create = (body: unknown) => callRaw('destinationCreate', { body });
    const telegram = await create({ type: 'TELEGRAM', tags: ['DEFAULT'] });
    expect(telegram.status, JSON.stringify(telegram.body)).toBe(200);
    expect((telegram.body as TenantDestination).uid).toMatch(/\/start /);
    const http = await create({ type: 'HTTP', uri: 'https://example.com/hook', method: 'POST' });
    expect(http.body).toMatchObject({
      value: 'https://example.com/hook',
      uri: 'https://example.com/hook',
    });
    const slack = await create({
      type: 'SLACK',
      slackUri: 'https://hooks.slack.com/services/T000/B000/XXXX',
      slackChannelId: 'C123',
      slackChannelName: 'alerts',
    });
    expect(slack.body).toMatchObject({
      value: '#alerts',
      slackChannelId: 'C123',
      slackChannelName: 'alerts',
    });
    expect(errorsOf((await create({ type: 'EMAIL' })).body)).toEqual([
      'value: is required for EMAIL destinations (the address)',
    ]);
    expect(
      errorsOf((await create({ type: 'EMAIL', value: 'x', slackChannelName: 'a' })).body),
    ).toEqual([
      'slackChannelName: not allowed for EMAIL destinations',
      'value: must be an e-mail address',
    ]);
  });

  it('test-sends, records the delivery and lists the history newest first', async () => {
    const sent = await callRaw('destinationTest', { params: { id: 301 } });
    expect(sent.body).toMatchObject({ status: 'DELIVERED', kind: 'TEST', destinationId: 301 });
    const unbound = await callRaw('destinationTest', { params: { id: 312 } });
    expect(unbound.body).toMatchObject({
      status: 'FAILED',
      message: expect.stringMatching(/^Not bound yet: send \/start [0-9a-f]+ to the bot$/),
    });
    const history = await callRaw('destinationDeliveries', { params: { id: 301 }, body: {} });
    const rows = (history.body as { data: Delivery[] }).data;
    expect(rows[0]?.id).toBe((sent.body as Delivery).id);
    expect(rows.length).toBeGreaterThan(1);
  });

  it('binds a pending Telegram contact through the demo control', async () => {
    const uid = db.tables.destination.get(TENANT_A, 312)?.uid ?? '';
    const key = await keyFor(TENANT_A);
    const post = (body: unknown) =>
      fetch(`${MOCK_ORIGIN}/__demo/telegram/start`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
        body: JSON.stringify(body),
      });
    const res = await post({ uid });
    expect(res.status).toBe(200);
    const got = await callRaw('destinationGet', { params: { id: 312 } });
    expect(got.body).toMatchObject({ telegramChatId: expect.any(String) });
    expect((got.body as TenantDestination).telegramBotUsername).toBeTruthy();
    expect((await post({ uid })).status).toBe(404);
    expect((await post({})).status).toBe(400);
    expect(db.tables.destination.get(TENANT_B, 312)).toBeUndefined();

    // A new contact carries the interface's uid form; the bare token binds it too.
    const created = await callRaw('destinationCreate', {
      body: { type: 'TELEGRAM', value: 'Ops' },
    });
    const fresh = created.body as TenantDestination;
    expect(fresh.uid).toMatch(/^telegram: \/start [0-9a-f]{16}$/);
    const token = fresh.uid?.split(' ').pop() ?? '';
    expect((await post({ uid: token })).status).toBe(200);
  });
});
