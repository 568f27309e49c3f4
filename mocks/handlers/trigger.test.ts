import { describe, expect, it } from 'vitest';
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
