import type { z } from 'zod/mini';
import type { Action, CreateActionSchema } from '../../src/api/action/schemas';
import type { Contract } from '../../src/api/contract/schemas';
import { db } from '../db/store';
import { pathId, type Implementations } from '../lib/implement';
import { mustGet, search } from '../lib/resource';
import { callableAbi, entries, isReadOnly, normalizeSignature, type AbiEntry } from './abi-tools';
import { checkParams, inputName } from './action-run';
import { removeAction, unbindAction } from './cascade';
import {
  Problems,
  buildLinks,
  contractRef,
  findTriggerAlert,
  hydrateLinks,
  scriptProblem,
  uid,
} from './chain-shared';

type ActionImpl = Pick<
  Implementations,
  'actionCreate' | 'actionSearch' | 'actionGet' | 'actionUpdate' | 'actionDelete'
>;

type Body = z.output<typeof CreateActionSchema>;

/** The function a signature names in the contract's ABI (implementation ABI first for a proxy). */
function resolveFunction(contract: Contract, signature: string, p: Problems): AbiEntry | undefined {
  const fns = entries(callableAbi(contract), 'function');
  if (fns.length === 0) {
    p.add(
      'contractId',
      `contract ${contract.id} has no ABI: add or fetch one before creating actions`,
    );
    return undefined;
  }
  const fn = fns.find((f) => f.signature === signature);
  if (!fn) {
    const name = signature.split('(')[0] ?? '';
    const same = fns.filter((f) => f.name === name && !isReadOnly(f)).map((f) => f.signature);
    const hint = same.length ? `; did you mean ${same.join(' or ')}?` : '';
    p.add('funcSignature', `no function ${signature} in the ABI of contract ${contract.id}${hint}`);
    return undefined;
  }
  if (isReadOnly(fn)) {
    p.add(
      'funcSignature',
      `${signature} is a ${fn.stateMutability} function; an action must change state`,
    );
    return undefined;
  }
  return fn;
}

export function checkScripts(
  fn: AbiEntry | undefined,
  b: {
    scriptFilter?: string | null | undefined;
    scriptParams?: Record<string, string> | null | undefined;
  },
  at: string,
  p: Problems,
) {
  const bad = b.scriptFilter ? scriptProblem(b.scriptFilter) : undefined;
  if (bad) p.add(`${at}.scriptFilter`, bad);
  for (const [key, script] of Object.entries(b.scriptParams ?? {})) {
    if (fn && !fn.inputs.some((_, i) => inputName(fn, i) === key))
      p.add(`${at}.scriptParams.${key}`, `not a parameter of ${fn.signature}`);
    const badScript = scriptProblem(script);
    if (badScript) p.add(`${at}.scriptParams.${key}`, badScript);
  }
}

/**
 * Inputs every binding produces with its scriptParams: those need no default in `params`
 * (interface: scriptParams maps each parameter name to a script producing its value).
 */
function scriptedInputs(body: Body): Set<string> {
  const bindings = [...(body.detectors ?? []), ...(body.triggerAlerts ?? [])];
  if (bindings.length === 0) return new Set();
  const keysOf = (b: (typeof bindings)[number]) => Object.keys(b.scriptParams ?? {});
  const [first, ...rest] = bindings.map(keysOf);
  return new Set((first ?? []).filter((k) => rest.every((keys) => keys.includes(k))));
}

function checkWallet(
  tenantId: number,
  walletId: number,
  contract: Contract | undefined,
  p: Problems,
) {
  const wallet = db.tables.contract.get(tenantId, walletId);
  if (!wallet) return p.add('walletId', `wallet ${walletId} does not exist`);
  if (wallet.addressType !== 'WALLET')
    return p.add('walletId', `${walletId} is a ${wallet.addressType ?? 'CONTRACT'}, not a WALLET`);
  if (wallet.status === 'DISABLED') p.add('walletId', `wallet ${walletId} is disabled`);
  if (contract && wallet.chainUid !== contract.chainUid) {
    p.add(
      'walletId',
      `wallet ${walletId} is on ${wallet.chainUid} but contract ${contract.id} is on ${contract.chainUid}`,
    );
  }
}

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
  if (fn && body.params) checkParams(fn, body.params, 'params', p, true, scriptedInputs(body));
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
    const res = search(db.tables.action.list(auth.tenantId), body);
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
