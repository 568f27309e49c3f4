import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/api/action/schemas';
import { db } from '../db/store';
import { callRaw, TENANT_A, setupMockServer } from '../test/harness';

setupMockServer();

describe('action update (PUT /action/{id})', () => {
  it('keeps what the body leaves out, and stores nothing on a bad body', async () => {
    const before = db.tables.action.list(TENANT_A).find((a) => a.status === 'ACTIVE')!;
    const paused = await callRaw('actionUpdate', {
      params: { id: before.id },
      body: { status: 'DISABLED' },
    });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({
      id: before.id,
      status: 'DISABLED',
      name: before.name,
      gasPrice: before.gasPrice,
      gasLimit: before.gasLimit,
      funcSignature: before.funcSignature,
      createdAt: before.createdAt,
    });

    const bad = await callRaw('actionUpdate', {
      params: { id: before.id },
      body: { name: 'Renamed', funcSignature: 'noSuchFunction()' },
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: string[] }).errors.join(' ')).toMatch(/funcSignature/);
    const after = await callRaw('actionGet', { params: { id: before.id } });
    expect((after.body as Action).name).toBe(before.name);
  });

  it('rebinds detectors: the old detector no longer lists the action', async () => {
    const action = db.tables.action.list(TENANT_A).find((a) => (a.detectors ?? []).length > 0)!;
    const oldDetector = action.detectors![0]!.detectorId;
    const res = await callRaw('actionUpdate', {
      params: { id: action.id },
      body: { detectors: [] },
    });
    expect(res.status).toBe(200);
    const detector = db.tables.detector.get(TENANT_A, oldDetector)!;
    expect((detector.actions ?? []).some((b) => b.actionId === action.id)).toBe(false);
  });
});
