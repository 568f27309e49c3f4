import type { Contract } from '../../src/api/contract/schemas';
import type { Detector, DetectorSchema } from '../../src/api/detector/schemas';
import { schemaSummary } from '../db/seed/detector-schemas';
import { db } from '../db/store';
import type { Implementations } from '../lib/implement';
import { pathId } from '../lib/implement';
import { defined, mustGet, search } from '../lib/resource';
import { dropBindings } from './cascade';
import { Problems, buildLinks, contractRef, hydrateLinks, uid } from './chain-shared';
import { validateConfig } from '../../src/api/rules/detector-config';
import { familyOf } from './networks';

type DetectorImpl = Pick<
  Implementations,
  | 'schemaSearch'
  | 'schemaGet'
  | 'detectorSearch'
  | 'detectorCreate'
  | 'detectorGet'
  | 'detectorUpdate'
  | 'detectorDelete'
>;

/** Answers carry the destination records, read at answer time (the link stores the id). */
export function detectorAnswer(tenantId: number, d: Detector): Detector {
  return { ...d, destinations: hydrateLinks(tenantId, d.destinations) };
}

function schemaRef(tenantId: number, id: number, p: Problems): DetectorSchema | undefined {
  const s = db.tables.schema.get(tenantId, id);
  if (!s) p.add('schemaId', `detector schema ${id} does not exist`);
  return s;
}

/** The schema must run on the contract's network family (its `networkTags`; empty = any). */
function checkNetwork(schema: DetectorSchema, contract: Contract, p: Problems): void {
  const tags = schema.networkTags ?? [];
  const family = familyOf(contract.chainUid);
  if (tags.length > 0 && !tags.includes(family)) {
    p.add(
      'schemaId',
      `${schema.title ?? schema.name} does not run on ${contract.chainUid} (supports ${tags.join(', ')})`,
    );
  }
}

export const detectorResolvers: DetectorImpl = {
  schemaSearch: ({ auth, body }) => search(db.tables.schema.list(auth.tenantId), body),

  schemaGet: ({ auth, params }) =>
    mustGet(db.tables.schema, auth.tenantId, pathId(params, 'Detector schema')),

  detectorSearch: ({ auth, body }) => {
    const res = search(db.tables.detector.list(auth.tenantId), body);
    return { ...res, data: res.data.map((d) => detectorAnswer(auth.tenantId, d)) };
  },

  detectorCreate: ({ auth, body }) => {
    const t = auth.tenantId;
    const p = new Problems();
    const contract = contractRef(t, body.contractId, 'contractId', p);
    const schema = schemaRef(t, body.schemaId, p);
    if (schema && contract) checkNetwork(schema, contract, p);
    const now = Date.now();
    const destinations = buildLinks(t, body.destinations, [], 'destinations', p, now);
    const config = validateConfig(schema?.schema, body.config ?? {});
    if (schema) p.list.push(...config.errors);
    p.throwIfAny();
    if (!schema) throw new Error('unreachable: schema checked above');
    const detector: Detector = {
      id: db.nextId(),
      createdAt: now,
      updatedAt: now,
      status: body.status ?? 'ACTIVE',
      schema: schemaSummary(schema),
      schemaId: schema.id,
      contractId: body.contractId,
      name: body.name,
      tags: body.tags ?? schema.tags ?? [],
      config: config.value,
      destinations,
      actions: [],
    };
    db.tables.detector.insert(t, detector);
    return detectorAnswer(t, detector);
  },

  detectorGet: ({ auth, params }) =>
    detectorAnswer(
      auth.tenantId,
      mustGet(db.tables.detector, auth.tenantId, pathId(params, 'Detector')),
    ),

  detectorUpdate: ({ auth, params, body }) => {
    const t = auth.tenantId;
    const current = mustGet(db.tables.detector, t, pathId(params, 'Detector'));
    const p = new Problems();
    const contractId = body.contractId ?? current.contractId;
    const contract = contractId ? contractRef(t, contractId, 'contractId', p) : undefined;
    const schemaId = body.schemaId ?? current.schema?.id;
    const schema = schemaId ? schemaRef(t, schemaId, p) : undefined;
    if (schema && contract && (body.schemaId !== undefined || body.contractId !== undefined)) {
      checkNetwork(schema, contract, p);
    }
    const now = Date.now();
    const destinations =
      body.destinations === undefined
        ? current.destinations
        : buildLinks(t, body.destinations, current.destinations, 'destinations', p, now);
    // A new config replaces the old one; a new schema re-checks the config it keeps.
    let config = current.config ?? {};
    if (schema && (body.config !== undefined || body.schemaId !== undefined)) {
      const checked = validateConfig(schema.schema, body.config ?? config);
      p.list.push(...checked.errors);
      config = checked.value;
    }
    p.throwIfAny();
    const { destinations: _ignored, config: _config, schemaId: _schemaId, ...patch } = body;
    const next: Detector = {
      ...current,
      ...defined(patch),
      ...(schema && body.schemaId !== undefined
        ? { schema: schemaSummary(schema), schemaId: schema.id }
        : {}),
      config,
      destinations,
      updatedAt: now,
    };
    db.tables.detector.replace(t, next);
    return detectorAnswer(t, next);
  },

  detectorDelete: ({ auth, params }) => {
    const id = pathId(params, 'Detector');
    mustGet(db.tables.detector, auth.tenantId, id);
    dropBindings(auth.tenantId, new Set([id]), new Set());
    db.tables.detector.remove(auth.tenantId, id);
    return uid(id);
  },
};
