import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/api/action/schemas';
import type { Trigger } from '../../src/api/trigger/schemas';
import { db } from '../db/store';
import { TENANT_A, callRaw, setupMockServer } from '../test/harness';

setupMockServer();

const errorsOf = (body: unknown) => (body as { errors: string[] }).errors;
const USDC_ID = 1001;
const ADDR = '0x1111111111111111111111111111111111111111';

/** The shared rules (src/api/rules/trigger-config.ts) as the mock applies them. */
describe('trigger config rules in the mock', () => {
  it('checks caller lists per network and names the bad entry', async () => {
    const res = await callRaw('triggerCreate', {
      body: {
        contractId: USDC_ID,
        type: 'WHITELISTED_CALLERS',
        config: { whitelist: [ADDR, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'] },
      },
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toEqual([expect.stringMatching(/^config\.whitelist\[1\]: /)]);
  });

  it('checks the ERC-20 token address and the Transfer event', async () => {
    const res = await callRaw('triggerCreate', {
      body: {
        contractId: USDC_ID,
        type: 'ERC20_TRANSFER',
        config: {
          token: '0x12',
          funcName: 'Transfer',
          params: [{ name: 'amount', operator: '>', value: '1' }],
        },
      },
    });
    expect(errorsOf(res.body)).toEqual([
      expect.stringMatching(/^config\.token: /),
      "config.params[0].name: 'amount' is not one of from, to, value",
    ]);
  });

  it('watches a token’s Transfer from any contract, a wallet or a pool too', async () => {
    const transfer = (contractId: number, funcName = 'Transfer') =>
      callRaw('triggerCreate', {
        body: {
          contractId,
          type: 'ERC20_TRANSFER',
          name: 'Treasury USDC out',
          config: {
            token: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
            funcName,
            params: [{ name: 'from', operator: '=', value: ADDR }],
          },
        },
      });
    // 1016 is a wallet (no ABI), 1004 the Aave pool (no Transfer event of its own).
    for (const id of [1016, 1004]) {
      const res = await transfer(id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    // A condition's value sent as a number is taken (its text, to the JVM service's reader).
    const numeric = await callRaw('triggerCreate', {
      body: {
        contractId: USDC_ID,
        type: 'ERC20_TRANSFER',
        config: {
          token: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
          funcName: 'Transfer',
          params: [{ name: 'value', operator: '>', value: 1000 }],
        },
      },
    });
    expect(numeric.status, JSON.stringify(numeric.body)).toBe(200);
    expect(errorsOf((await transfer(1016, 'Approval')).body)).toEqual([
      "config.funcName: must be Transfer (the token's ERC-20 event)",
    ]);
  });

  it('refuses a config on FAILED_TRANSACTIONS and a function the ABI lacks', async () => {
    const failed = await callRaw('triggerCreate', {
      body: { contractId: USDC_ID, type: 'FAILED_TRANSACTIONS', config: { x: 1 } },
    });
    expect(errorsOf(failed.body)).toEqual(['config: FAILED_TRANSACTIONS takes no config']);
    const fn = await callRaw('triggerCreate', {
      body: { contractId: USDC_ID, type: 'FUNCTION_CALL', config: { funcName: 'nope' } },
    });
    expect(errorsOf(fn.body)[0]).toMatch(/^config\.funcName: no function nope in the ABI/);
  });

  it('keeps an edited alert by name (id and bindings) and replaces its destinations', async () => {
    const made = await callRaw('triggerCreate', {
      body: {
        contractId: USDC_ID,
        type: 'FAILED_TRANSACTIONS',
        alerts: [
          { name: 'Reverted', severity: 'LOW', destinations: [{ tenantDestinationId: 301 }] },
        ],
      },
    });
    const t = made.body as Trigger;
    const before = t.alerts?.[0];
    const edited = await callRaw('triggerUpdate', {
      params: { id: t.id },
      body: {
        alerts: [
          { name: 'reverted', severity: 'HIGH', destinations: [{ tenantDestinationId: 302 }] },
        ],
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = (edited.body as Trigger).alerts?.[0];
    expect(after?.id).toBe(before?.id);
    expect(after?.severity).toBe('HIGH');
    expect(after?.destinations?.map((d) => d.tenantDestination?.id)).toEqual([302]);
  });

  it('reads a TRON contract’s addresses as TRON ones', async () => {
    const tron = db.tables.contract.list(TENANT_A).find((c) => c.chainUid === 'tron');
    const res = await callRaw('triggerCreate', {
      body: {
        contractId: tron?.id,
        type: 'BLACKLISTED_CALLERS',
        config: { blacklist: [ADDR] },
      },
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]).toMatch(/^config\.blacklist\[0\]: /);
  });
});

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
