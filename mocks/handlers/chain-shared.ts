import type { Contract } from '../../src/api/contract/schemas';
import type { TenantDestination } from '../../src/api/destination/schemas';
import type { TriggerAlert, Trigger } from '../../src/api/trigger/schemas';
import { db } from '../db/store';
import { badRequest } from '../lib/errors';

/** Collects one `errors[]` entry per violated rule, each starting with its field path. */
export class Problems {
  readonly list: string[] = [];
  add(field: string, message: string): void {
    this.list.push(`${field}: ${message}`);
  }
  get size(): number {
    return this.list.length;
  }
  throwIfAny(): void {
    if (this.list.length) throw badRequest('Validation failed', this.list);
  }
}

/** A referenced contract of the caller's tenant; another tenant's is reported as missing. */
export function contractRef(
  tenantId: number,
  id: number,
  field: string,
  p: Problems,
  kind = 'contract',
): Contract | undefined {
  const c = db.tables.contract.get(tenantId, id);
  if (!c) p.add(field, `${kind} ${id} does not exist`);
  return c;
}

export function findTriggerAlert(
  tenantId: number,
  alertId: number,
): [Trigger, TriggerAlert] | undefined {
  for (const t of db.tables.trigger.list(tenantId)) {
    const a = t.alerts?.find((x) => x.id === alertId);
    if (a) return [t, a];
  }
  return undefined;
}

/** A stored link to a tenant destination: the record keeps the id, answers carry the record. */
export interface DestinationLink {
  id: number;
  createdAt?: number | null;
  updatedAt?: number | null;
  status?: 'ACTIVE' | 'DISABLED' | 'DELETED' | null;
  tenantDestinationId?: unknown;
  [key: string]: unknown;
}

export const linkTarget = (l: DestinationLink): number | undefined =>
  typeof l.tenantDestinationId === 'number' ? l.tenantDestinationId : undefined;

/** Fills `tenantDestination` from the destination table; links to deleted destinations drop out. */
export function hydrateLinks<L extends DestinationLink>(
  tenantId: number,
  links: L[] | null | undefined,
): (L & { tenantDestination: TenantDestination })[] {
  const out: (L & { tenantDestination: TenantDestination })[] = [];
  for (const l of links ?? []) {
    const target = linkTarget(l);
    const dest = target === undefined ? undefined : db.tables.destination.get(tenantId, target);
    if (dest) out.push({ ...l, tenantDestination: dest });
  }
  return out;
}

/**
 * Links for the requested destination ids, each checked against the tenant; a destination
 * already linked keeps its link id.
 */
export function buildLinks(
  tenantId: number,
  requested:
    | { tenantDestinationId: number; status?: 'ACTIVE' | 'DISABLED' | 'DELETED' | undefined }[]
    | undefined,
  previous: DestinationLink[] | null | undefined,
  field: string,
  p: Problems,
  now: number,
): DestinationLink[] {
  const out: DestinationLink[] = [];
  const seen = new Set<number>();
  (requested ?? []).forEach((r, i) => {
    const id = r.tenantDestinationId;
    if (!db.tables.destination.get(tenantId, id)) {
      p.add(`${field}[${i}].tenantDestinationId`, `destination ${id} does not exist`);
      return;
    }
    if (seen.has(id)) {
      p.add(`${field}[${i}].tenantDestinationId`, `destination ${id} is listed twice`);
      return;
    }
    seen.add(id);
    const old = previous?.find((l) => linkTarget(l) === id);
    out.push({
      id: old?.id ?? db.nextId(),
      createdAt: old?.createdAt ?? now,
      updatedAt: now,
      status: r.status ?? old?.status ?? 'ACTIVE',
      tenantDestinationId: id,
    });
  });
  return out;
}

/** `{uid}` answer of the deletes. */
export const uid = (id: number) => ({ uid: String(id) });
