import type { z } from 'zod/mini';
import type { Action, CreateActionSchema } from '../../src/api/action/schemas';
import { db } from '../db/store';
import { pathId, type Implementations } from '../lib/implement';
import { mustGet, searchOwn } from '../lib/resource';
import { normalizeSignature } from './abi-tools';
import { checkScripts, checkWallet, resolveFunction } from './action-rules';
import { checkParams } from './action-run';
import { removeAction, unbindAction } from './cascade';
import {
  Problems,
  buildLinks,
  contractRef,
  findTriggerAlert,
  hydrateLinks,
  uid,
} from './chain-shared';

type ActionImpl = Pick<
  Implementations,
  'actionCreate' | 'actionSearch' | 'actionGet' | 'actionUpdate' | 'actionDelete'
>;

type Body = z.output<typeof CreateActionSchema>;

export function actionAnswer(tenantId: number, a: Action): Action {
  return { ...a, destinations: hydrateLinks(tenantId, a.destinations) };
}

/** The stored action as the body that would create it (what an update merges into). */
function asBody(a: Action): Body {
  return {
    status: a.status ?? 'ACTIVE',
    walletId: a.walletId,
    contractId: a.contractId,
    name: a.name,
    funcSignature: a.funcSignature,
    params: a.params ?? [],
    gasPrice: a.gasPrice ?? 'market',
    gasLimit: a.gasLimit ?? 10000000,
    gasTip: a.gasTip ?? '',
    description: a.description ?? '',
    destinations: (a.destinations ?? []).flatMap((d) =>
      d.tenantDestination?.id ? [{ tenantDestinationId: d.tenantDestination.id }] : [],
    ),
    detectors: (a.detectors ?? []).map((b) => ({
      status: b.status ?? undefined,
      scriptFilter: b.scriptFilter ?? null,
      scriptParams: b.scriptParams ?? null,
      detectorId: b.detectorId,
    })),
    triggerAlerts: (a.triggerAlerts ?? []).map((b) => ({
      status: b.status ?? undefined,
      scriptFilter: b.scriptFilter ?? null,
      scriptParams: b.scriptParams ?? null,
      triggerAlertId: b.triggerAlertId,
    })),
  };
}

/**
 * Validates a whole action body and stores it: as a new record, or in place of `existing`
 * (same id and creation time, bindings rebuilt). Nothing is stored when a rule fails.
 */
function create(tenantId: number, body: Body, existing?: Action): Action {
  const p = new Problems();
  const contract = contractRef(tenantId, body.contractId, 'contractId', p);
  checkWallet(tenantId, body.walletId, contract, p);
  const signature = normalizeSignature(body.funcSignature);
  const fn = contract ? resolveFunction(contract, signature, p) : undefined;
  // Names and types only: an input without a value may come from a binding's script or a manual
  // run's params, and a run without one is refused then (spec-gaps #42).
  if (fn && body.params) checkParams(fn, body.params, 'params', p);
  const seenDetectors = new Set<number>();
  (body.detectors ?? []).forEach((b, i) => {
    const at = `detectors[${i}]`;
    if (!db.tables.detector.get(tenantId, b.detectorId))
      p.add(`${at}.detectorId`, `detector ${b.detectorId} does not exist`);
    else if (seenDetectors.has(b.detectorId))
      p.add(`${at}.detectorId`, `detector ${b.detectorId} is bound twice`);
    seenDetectors.add(b.detectorId);
    checkScripts(fn, b, at, p);
  });
  const seenAlerts = new Set<number>();
  (body.triggerAlerts ?? []).forEach((b, i) => {
    const at = `triggerAlerts[${i}]`;
    if (!findTriggerAlert(tenantId, b.triggerAlertId))
      p.add(`${at}.triggerAlertId`, `trigger alert ${b.triggerAlertId} does not exist`);
    else if (seenAlerts.has(b.triggerAlertId))
      p.add(`${at}.triggerAlertId`, `trigger alert ${b.triggerAlertId} is bound twice`);
    seenAlerts.add(b.triggerAlertId);
    checkScripts(fn, b, at, p);
  });
  const now = Date.now();
  const destinations = buildLinks(tenantId, body.destinations, [], 'destinations', p, now);
  p.throwIfAny();
  if (!fn) throw new Error('unreachable: function checked above');

  const stamp = { createdAt: existing?.createdAt ?? now, updatedAt: now };
  const binding = (b: {
    status?: Action['status'];
    scriptFilter?: string | null | undefined;
    scriptParams?: Record<string, string> | null | undefined;
  }) => ({
    id: db.nextId(),
    ...stamp,
    status: b.status ?? 'ACTIVE',
    scriptFilter: b.scriptFilter ?? null,
    scriptParams: b.scriptParams ?? null,
  });
  const action: Action = {
    id: existing?.id ?? db.nextId(),
    ...stamp,
    status: body.status,
    walletId: body.walletId,
    contractId: body.contractId,
    name: body.name,
    description: body.description ?? '',
    funcSignature: signature,
    funcAbi: fn.item,
    params: body.params ?? [],
    gasPrice: body.gasPrice,
    gasLimit: body.gasLimit,
    gasTip: body.gasTip,
    destinations,
    detectors: (body.detectors ?? []).map((b) => ({ ...binding(b), detectorId: b.detectorId })),
    triggerAlerts: (body.triggerAlerts ?? []).map((b) => ({
      ...binding(b),
      triggerAlertId: b.triggerAlertId,
    })),
  };
  if (existing) {
    unbindAction(tenantId, existing);
    db.tables.action.replace(tenantId, action);
  } else db.tables.action.insert(tenantId, action);

  // Back-references: a detector / trigger alert lists the actions bound to it.
  const backRef = (b: {
    id: number;
    status?: Action['status'];
    scriptFilter?: string | null;
    scriptParams?: Record<string, string> | null;
  }) => ({
    id: b.id,
    ...stamp,
    status: b.status,
    scriptFilter: b.scriptFilter,
    scriptParams: b.scriptParams,
    actionId: action.id,
  });
  for (const b of action.detectors ?? []) {
    const d = db.tables.detector.get(tenantId, b.detectorId);
    if (d)
      db.tables.detector.replace(tenantId, { ...d, actions: [...(d.actions ?? []), backRef(b)] });
  }
  for (const b of action.triggerAlerts ?? []) {
    const found = findTriggerAlert(tenantId, b.triggerAlertId);
    if (!found) continue;
    const [tr, alert] = found;
    const alerts = (tr.alerts ?? []).map((a) =>
      a.id === alert.id ? { ...a, actions: [...(a.actions ?? []), backRef(b)] } : a,
    );
    db.tables.trigger.replace(tenantId, { ...tr, alerts });
  }
  return action;
}

export const actionResolvers: ActionImpl = {
  actionCreate: ({ auth, body }) => actionAnswer(auth.tenantId, create(auth.tenantId, body)),

  actionSearch: ({ auth, body }) => {
    const res = searchOwn(db.tables.action, auth.tenantId, body);
    return { ...res, data: res.data.map((a) => actionAnswer(auth.tenantId, a)) };
  },

  actionGet: ({ auth, params }) =>
    actionAnswer(auth.tenantId, mustGet(db.tables.action, auth.tenantId, pathId(params, 'Action'))),

  actionUpdate: ({ auth, params, body }) => {
    const existing = mustGet(db.tables.action, auth.tenantId, pathId(params, 'Action'));
    const merged: Body = { ...asBody(existing), ...body };
    return actionAnswer(auth.tenantId, create(auth.tenantId, merged, existing));
  },

  actionDelete: ({ auth, params }) => {
    const id = pathId(params, 'Action');
    mustGet(db.tables.action, auth.tenantId, id);
    removeAction(auth.tenantId, id);
    return uid(id);
  },
};
