import type { Contract } from '../../src/api/contract/schemas';
import type { CreateTriggerAlert, Trigger, TriggerAlert } from '../../src/api/trigger/schemas';
import { db } from '../db/store';
import type { Implementations } from '../lib/implement';
import { pathId } from '../lib/implement';
import { defined, mustGet, search } from '../lib/resource';
import { callableAbi, entries } from './abi-tools';
import { dropBindings } from './cascade';
import { Problems, buildLinks, contractRef, hydrateLinks, uid } from './chain-shared';
import { addressProblem } from './networks';

type TriggerImpl = Pick<
  Implementations,
  'triggerSearch' | 'triggerCreate' | 'triggerGet' | 'triggerUpdate' | 'triggerDelete'
>;

/** `==` is the vendor's spelling in its examples, `=` the console's: both mean equality. */
const OPERATORS = ['=', '==', '!=', '>', '>=', '<', '<='];
/** Transaction fields an EVENT_EMITTED trigger can compare (`txParams`). */
const TX_FIELDS = ['from', 'to', 'value', 'gasPrice', 'gasUsed', 'nonce', 'input'];
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function checkConditions(
  list: unknown,
  names: string[] | undefined,
  path: string,
  p: Problems,
): void {
  // The vendor's examples send `txParams: null` for "no condition".
  if (list === undefined || list === null) return;
  if (!Array.isArray(list)) return p.add(path, 'must be an array of {name, operator, value}');
  list.forEach((c, i) => {
    const at = `${path}[${i}]`;
    if (!isObject(c)) return p.add(at, 'must be an object {name, operator, value}');
    if (typeof c.name !== 'string' || !c.name) p.add(`${at}.name`, 'is required');
    else if (names && !names.includes(c.name))
      p.add(`${at}.name`, `'${c.name}' is not one of ${names.join(', ') || '(no fields)'}`);
    if (typeof c.operator !== 'string' || !OPERATORS.includes(c.operator))
      p.add(`${at}.operator`, `must be one of ${OPERATORS.join(' ')}`);
    if (typeof c.value !== 'string' || !c.value) p.add(`${at}.value`, 'must be a non-empty string');
  });
}

/**
 * The event (or function, for FUNCTION_CALL) named by `funcName`, read from the contract's ABI
 * (implementation first); answers its input names.
 */
function checkEvent(
  contract: Contract,
  config: Record<string, unknown>,
  p: Problems,
  kind: 'event' | 'function' = 'event',
): string[] | undefined {
  if (typeof config.funcName !== 'string' || !config.funcName) {
    p.add('config.funcName', `is required (a${kind === 'event' ? 'n event' : ' function'} name)`);
    return undefined;
  }
  const found = entries(callableAbi(contract), kind);
  if (found.length === 0) {
    p.add('contractId', `contract ${contract.id} has no ABI to read ${kind}s from`);
    return undefined;
  }
  const ev = found.find((e) => e.name === config.funcName);
  if (!ev) {
    p.add(
      'config.funcName',
      `no ${kind} ${config.funcName} in the ABI of contract ${contract.id} (has ${[...new Set(found.map((e) => e.name))].join(', ')})`,
    );
    return undefined;
  }
  return ev.inputs.map((i) => i.name);
}

/** Per-type config rules (real-service notes, Triggers). */
function checkConfig(
  type: string,
  config: Record<string, unknown>,
  contract: Contract,
  p: Problems,
): void {
  if (type === 'FAILED_TRANSACTIONS') {
    if (Object.keys(config).length > 0) p.add('config', 'FAILED_TRANSACTIONS takes no config');
    return;
  }
  if (type === 'BLACKLISTED_CALLERS' || type === 'WHITELISTED_CALLERS') {
    const key = type === 'BLACKLISTED_CALLERS' ? 'blacklist' : 'whitelist';
    const list = config[key];
    if (!Array.isArray(list) || list.length === 0)
      return p.add(`config.${key}`, 'is required: a list of addresses');
    list.forEach((a, i) => {
      const bad =
        typeof a === 'string' ? addressProblem(contract.chainUid, a) : 'must be an address';
      if (bad) p.add(`config.${key}[${i}]`, bad);
    });
    return;
  }
  if (type === 'FUNCTION_CALL') {
    const names = checkEvent(contract, config, p, 'function');
    checkConditions(config.params, names, 'config.params', p);
    return;
  }
  if (type === 'ERC20_TRANSFER') {
    if (typeof config.token !== 'string') p.add('config.token', 'is required (the token address)');
    else {
      const bad = addressProblem(contract.chainUid, config.token);
      if (bad) p.add('config.token', bad);
    }
  }
  const names = checkEvent(contract, config, p);
  checkConditions(config.params, names, 'config.params', p);
  if (type === 'EVENT_EMITTED') checkConditions(config.txParams, TX_FIELDS, 'config.txParams', p);
}

/**
 * Alerts are matched by name, so an edited trigger keeps its alerts' ids and bindings; each
 * alert's destinations are checked against the tenant's contacts (`alerts[i].destinations`).
 */
function buildAlerts(
  tenantId: number,
  inputs: CreateTriggerAlert[],
  previous: TriggerAlert[],
  now: number,
  p: Problems,
): TriggerAlert[] {
  return inputs.map((a, i) => {
    const old = previous.find((x) => x.name.toLowerCase() === a.name.trim().toLowerCase());
    const destinations =
      a.destinations === undefined
        ? (old?.destinations ?? [])
        : buildLinks(
            tenantId,
            a.destinations,
            old?.destinations,
            `alerts[${i}].destinations`,
            p,
            now,
          );
    return {
      actions: [],
      ...old,
      destinations,
      id: old?.id ?? db.nextId(),
      createdAt: old?.createdAt ?? now,
      updatedAt: now,
      status: a.status ?? old?.status ?? 'ACTIVE',
      name: a.name.trim(),
      severity: a.severity,
      message: a.message ?? old?.message ?? '',
    };
  });
}

function triggerAnswer(tenantId: number, tr: Trigger): Trigger {
  return {
    ...tr,
    alerts: (tr.alerts ?? []).map((a) => ({
      ...a,
      destinations: hydrateLinks(tenantId, a.destinations),
    })),
  };
}

export const triggerResolvers: TriggerImpl = {
  triggerSearch: ({ auth, body }) => {
    const res = search(db.tables.trigger.list(auth.tenantId), body);
    return { ...res, data: res.data.map((tr) => triggerAnswer(auth.tenantId, tr)) };
  },

  triggerCreate: ({ auth, body }) => {
    const t = auth.tenantId;
    const p = new Problems();
    const contract = contractRef(t, body.contractId, 'contractId', p);
    const config = body.config ?? {};
    if (contract) checkConfig(body.type, config, contract, p);
    const now = Date.now();
    const alerts = buildAlerts(t, body.alerts ?? [], [], now, p);
    p.throwIfAny();
    const trigger: Trigger = {
      id: db.nextId(),
      createdAt: now,
      updatedAt: now,
      status: body.status ?? 'ACTIVE',
      contractId: body.contractId,
      type: body.type,
      name: body.name ?? body.type,
      config,
      alerts,
    };
    db.tables.trigger.insert(t, trigger);
    return triggerAnswer(t, trigger);
  },

  triggerGet: ({ auth, params }) =>
    triggerAnswer(
      auth.tenantId,
      mustGet(db.tables.trigger, auth.tenantId, pathId(params, 'Trigger')),
    ),

  triggerUpdate: ({ auth, params, body }) => {
    const t = auth.tenantId;
    const current = mustGet(db.tables.trigger, t, pathId(params, 'Trigger'));
    const p = new Problems();
    const contractId = body.contractId ?? current.contractId ?? 0;
    const contract = contractRef(t, contractId, 'contractId', p);
    const type = body.type ?? current.type;
    const config = body.config ?? current.config ?? {};
    if (
      contract &&
      (body.config !== undefined || body.type !== undefined || body.contractId !== undefined)
    ) {
      checkConfig(type, config, contract, p);
    }
    const now = Date.now();
    const previous = current.alerts ?? [];
    const alerts =
      body.alerts === undefined ? previous : buildAlerts(t, body.alerts, previous, now, p);
    p.throwIfAny();
    const kept = new Set(alerts.map((a) => a.id));
    dropBindings(t, new Set(), new Set(previous.filter((a) => !kept.has(a.id)).map((a) => a.id)));
    const next: Trigger = {
      ...current,
      ...defined(body),
      config,
      alerts,
      updatedAt: now,
    };
    db.tables.trigger.replace(t, next);
    return triggerAnswer(t, next);
  },

  triggerDelete: ({ auth, params }) => {
    const id = pathId(params, 'Trigger');
    const current = mustGet(db.tables.trigger, auth.tenantId, id);
    dropBindings(auth.tenantId, new Set(), new Set((current.alerts ?? []).map((a) => a.id)));
    db.tables.trigger.remove(auth.tenantId, id);
    return uid(id);
  },
};
