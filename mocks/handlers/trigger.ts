import type { Contract } from '../../src/api/contract/schemas';
import type { CreateTriggerAlert, Trigger, TriggerAlert } from '../../src/api/trigger/schemas';
import { db } from '../db/store';
import type { Implementations } from '../lib/implement';
import { pathId } from '../lib/implement';
import { defined, mustGet, searchOwn } from '../lib/resource';
import { dropBindings } from './cascade';
import { buildAlertActions, mirrorAlertActions } from './trigger-actions';
import { Problems, buildLinks, contractRef, hydrateLinks, uid } from './chain-shared';
import { writeRules } from '../lib/write-rules';

type TriggerImpl = Pick<
  Implementations,
  'triggerSearch' | 'triggerCreate' | 'triggerGet' | 'triggerUpdate' | 'triggerDelete'
>;

/** Per-type config rules: the shared rules layer (src/api/rules/trigger-config.ts). */
function checkConfig(
  type: string,
  config: Record<string, unknown>,
  contract: Contract,
  p: Problems,
): void {
  for (const x of writeRules().triggerConfigProblems(type, config, contract))
    p.add(x.path, x.message);
}

/**
 * Alerts are matched by name, so an edited trigger keeps its alerts' ids and bindings; each
 * alert's destinations are checked against the tenant's contacts (`alerts[i].destinations`)
 * and its actions against the tenant's actions (`alerts[i].actions`). `rebound` collects the
 * alerts whose actions were sent, for the action side to follow (mirrorAlertActions).
 */
function buildAlerts(
  tenantId: number,
  inputs: CreateTriggerAlert[],
  previous: TriggerAlert[],
  now: number,
  p: Problems,
  rebound: TriggerAlert[],
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
    const actions =
      a.actions === undefined
        ? (old?.actions ?? [])
        : buildAlertActions(tenantId, a.actions, old?.actions, `alerts[${i}].actions`, p, now);
    const alert: TriggerAlert = {
      ...old,
      destinations,
      actions,
      id: old?.id ?? db.nextId(),
      createdAt: old?.createdAt ?? now,
      updatedAt: now,
      status: a.status ?? old?.status ?? 'ACTIVE',
      name: a.name.trim(),
      severity: a.severity,
      message: a.message ?? old?.message ?? '',
    };
    if (a.actions !== undefined) rebound.push(alert);
    return alert;
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
    const res = searchOwn(db.tables.trigger, auth.tenantId, body);
    return { ...res, data: res.data.map((tr) => triggerAnswer(auth.tenantId, tr)) };
  },

  triggerCreate: ({ auth, body }) => {
    const t = auth.tenantId;
    const p = new Problems();
    const contract = contractRef(t, body.contractId, 'contractId', p);
    const config = body.config ?? {};
    if (contract) checkConfig(body.type, config, contract, p);
    const now = Date.now();
    const rebound: TriggerAlert[] = [];
    const alerts = buildAlerts(t, body.alerts ?? [], [], now, p, rebound);
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
    mirrorAlertActions(t, rebound, now);
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
    const rebound: TriggerAlert[] = [];
    const alerts =
      body.alerts === undefined ? previous : buildAlerts(t, body.alerts, previous, now, p, rebound);
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
    mirrorAlertActions(t, rebound, now);
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
