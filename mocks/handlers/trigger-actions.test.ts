import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/api/action/schemas';
import type { Trigger } from '../../src/api/trigger/schemas';
import { db } from '../db/store';
import { TENANT_A, callRaw, setupMockServer } from '../test/harness';

setupMockServer();

const errorsOf = (body: unknown) => (body as { errors: string[] }).errors;
const USDC_ID = 1001;

/** `alerts[i].actions` (real-service notes [C]): the same bindings as the action's triggerAlerts. */
describe('trigger alert actions', () => {
  const WITHDRAW = 9001; // withdraw(asset, amount, to), every parameter has a default
  const BLACKLIST = 9002; // blacklist(_account)
  const actionOf = async (id: number) =>
    (await callRaw('actionGet', { params: { id } })).body as Action;
  const create = (actions: unknown[]) =>
    callRaw('triggerCreate', {
      body: {
        contractId: USDC_ID,
        type: 'FAILED_TRANSACTIONS',
        alerts: [{ name: 'Reverted', severity: 'HIGH', actions }],
      },
    });

  it("accepts the vendor's empty list and answers actions on reads", async () => {
    const res = await create([]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const t = res.body as Trigger;
    expect(t.alerts?.[0]?.actions).toEqual([]);
    const read = await callRaw('triggerGet', { params: { id: t.id } });
    expect((read.body as Trigger).alerts?.[0]?.actions).toEqual([]);
  });

  it('binds an action from the alert side, seen the same from the action side', async () => {
    const res = await create([
      {
        actionId: BLACKLIST,
        scriptFilter: 'e.severity >= 0.5',
        scriptParams: { _account: 'e.getFrom()' },
      },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const alert = (res.body as Trigger).alerts?.[0];
    const bound = alert?.actions?.[0];
    expect(bound).toMatchObject({
      actionId: BLACKLIST,
      status: 'ACTIVE',
      scriptFilter: 'e.severity >= 0.5',
      scriptParams: { _account: 'e.getFrom()' },
    });
    const mirror = (await actionOf(BLACKLIST)).triggerAlerts?.find(
      (b) => b.triggerAlertId === alert?.id,
    );
    expect(mirror).toMatchObject({
      id: bound?.id,
      scriptFilter: 'e.severity >= 0.5',
      scriptParams: { _account: 'e.getFrom()' },
    });
    // The action's other bindings are untouched.
    expect((await actionOf(BLACKLIST)).triggerAlerts?.map((b) => b.triggerAlertId)).toContain(7503);
  });

  it('keeps bindings when an update leaves actions out, replaces them when it sends them', async () => {
    const made = (await create([{ actionId: BLACKLIST }, { actionId: WITHDRAW }])).body as Trigger;
    const alertId = made.alerts?.[0]?.id;
    const boundTo = async (id: number) =>
      (await actionOf(id)).triggerAlerts?.some((b) => b.triggerAlertId === alertId) ?? false;
    const kept = await callRaw('triggerUpdate', {
      params: { id: made.id },
      body: { alerts: [{ name: 'Reverted', severity: 'LOW' }] },
    });
    expect((kept.body as Trigger).alerts?.[0]?.actions?.map((b) => b.actionId)).toEqual([
      BLACKLIST,
      WITHDRAW,
    ]);
    const replaced = await callRaw('triggerUpdate', {
      params: { id: made.id },
      body: {
        alerts: [
          {
            name: 'Reverted',
            severity: 'LOW',
            actions: [{ actionId: WITHDRAW, status: 'DISABLED' }],
          },
        ],
      },
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const after = (replaced.body as Trigger).alerts?.[0]?.actions ?? [];
    expect(after).toMatchObject([{ actionId: WITHDRAW, status: 'DISABLED' }]);
    expect(after[0]?.id).toBe(made.alerts?.[0]?.actions?.[1]?.id);
    expect(await boundTo(BLACKLIST)).toBe(false);
    expect(await boundTo(WITHDRAW)).toBe(true);
    // Deleting the trigger drops the action side too (cascade).
    await callRaw('triggerDelete', { params: { id: made.id } });
    expect(await boundTo(WITHDRAW)).toBe(false);
  });

  it('follows a binding made from the action side', async () => {
    const made = (await create([])).body as Trigger;
    const alertId = made.alerts?.[0]?.id ?? 0;
    const res = await callRaw('actionUpdate', {
      params: { id: WITHDRAW },
      body: { triggerAlerts: [{ triggerAlertId: alertId, scriptFilter: 'e.severity > 0' }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const read = (await callRaw('triggerGet', { params: { id: made.id } })).body as Trigger;
    expect(read.alerts?.[0]?.actions).toMatchObject([
      { actionId: WITHDRAW, scriptFilter: 'e.severity > 0' },
    ]);
  });

  it('binds an action whose params leave inputs out, with or without a script for them', async () => {
    const wallet = db.tables.contract
      .list(TENANT_A)
      .find((c) => c.addressType === 'WALLET' && c.chainUid === 'ethereum');
    const action = await callRaw('actionCreate', {
      body: {
        walletId: wallet?.id,
        contractId: USDC_ID,
        name: 'Scripted transfer',
        funcSignature: 'transfer(address,uint256)',
        params: [{ name: 'value', value: '1' }],
        detectors: [{ detectorId: 5008, scriptParams: { to: 'e.getFrom()' } }],
      },
    });
    expect(action.status, JSON.stringify(action.body)).toBe(200);
    const actionId = (action.body as Action).id;
    // The value may come from the script, or from a manual run (which refuses a run without it).
    expect((await create([{ actionId }])).status).toBe(200);
    expect((await create([{ actionId, scriptParams: { to: 'e.getFrom()' } }])).status).toBe(200);
    const misnamed = await create([{ actionId, scriptParams: { recipient: 'e.getFrom()' } }]);
    expect(errorsOf(misnamed.body)).toEqual([
      expect.stringMatching(/^alerts\[0\]\.actions\[0\]\.scriptParams\.recipient: not a parameter/),
    ]);
  });

  it("refuses another tenant's or a missing action, a double binding and bad scripts", async () => {
    const res = await create([
      { actionId: 9051 }, // tenant B's
      { actionId: 424242 },
      { actionId: BLACKLIST, scriptFilter: 'e.severity >= (0.5', scriptParams: { nope: 'e.x' } },
      { actionId: BLACKLIST },
    ]);
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toEqual([
      'alerts[0].actions[0].actionId: action 9051 does not exist',
      'alerts[0].actions[1].actionId: action 424242 does not exist',
      "alerts[0].actions[2].scriptFilter: unclosed '(' opened at line 1, column 15",
      'alerts[0].actions[2].scriptParams.nope: not a parameter of blacklist(address)',
      `alerts[0].actions[3].actionId: action ${BLACKLIST} is bound twice`,
    ]);
    // Nothing was stored on either side.
    expect(db.tables.trigger.list(TENANT_A).some((t) => t.alerts?.[0]?.name === 'Reverted')).toBe(
      false,
    );
  });
});
