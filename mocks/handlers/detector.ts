import type { Contract } from '../../src/api/contract/schemas';
import type { Detector, DetectorSchema } from '../../src/api/detector/schemas';
import { schemaSummary } from '../db/seed/detector-schemas';
import { db } from '../db/store';
import type { Implementations } from '../lib/implement';
import { pathId } from '../lib/implement';
import { defined, mustGet, searchOwn } from '../lib/resource';
import { dropBindings } from './cascade';
import { Problems, buildLinks, contractRef, hydrateLinks, uid } from './chain-shared';
import { SECRET_MASK, validateConfig } from '../../src/api/rules/detector-config';
import { catalogueGet, secretFields } from './schema';
import { familyOf } from './networks';

type DetectorImpl = Pick<
  Implementations,
  'detectorSearch' | 'detectorCreate' | 'detectorGet' | 'detectorUpdate' | 'detectorDelete'
>;

const schemaIdOf = (d: Detector): number | undefined =>
  typeof d.schemaId === 'number' ? d.schemaId : (d.schema?.id ?? undefined);

/**
 * Answers carry the destination records, read at answer time (the link stores the id), and
 * never the secret (`format: password`) config values.
 */
export function detectorAnswer(tenantId: number, d: Detector): Detector {
  const id = schemaIdOf(d);
  const secrets = secretFields(id === undefined ? undefined : catalogueGet(id));
  const config = d.config ?? {};
  const shown = secrets.some((k) => k in config)
    ? Object.fromEntries(
        Object.entries(config).map(([k, v]) => [k, secrets.includes(k) ? SECRET_MASK : v]),
      )
    : config;
  return { ...d, config: shown, destinations: hydrateLinks(tenantId, d.destinations) };
}

/** A schema of the global catalogue; a withdrawn (DISABLED) one takes no new detectors. */
function schemaRef(id: number, p: Problems, fresh: boolean): DetectorSchema | undefined {
  const s = catalogueGet(id);
  if (!s) p.add('schemaId', `detector schema ${id} does not exist`);
  else if (fresh && s.status !== 'ACTIVE')
    p.add('schemaId', `${s.title ?? s.name} ${s.version ?? ''} is withdrawn (${s.status})`);
  return s;
}

/** Secret values the new config leaves out (or sends as null or as the mask) are kept. */
function keepSecrets(
  schema: DetectorSchema,
  next: Record<string, unknown>,
  old: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...next };
  for (const k of secretFields(schema))
    if ((out[k] === undefined || out[k] === null || out[k] === SECRET_MASK) && old[k] !== undefined)
      out[k] = old[k];
  return out;
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
  detectorSearch: ({ auth, body }) => {
    const res = searchOwn(db.tables.detector, auth.tenantId, body);
    return { ...res, data: res.data.map((d) => detectorAnswer(auth.tenantId, d)) };
  },

  detectorCreate: ({ auth, body }) => {
    const t = auth.tenantId;
    const p = new Problems();
    const contract = contractRef(t, body.contractId, 'contractId', p);
    const schema = schemaRef(body.schemaId, p, true);
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
      ...(body.source === undefined ? {} : { source: body.source }),
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
    const schemaId = body.schemaId ?? schemaIdOf(current);
    const schema = schemaId ? schemaRef(schemaId, p, body.schemaId !== undefined) : undefined;
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
      const wanted = keepSecrets(schema, body.config ?? config, config);
      const checked = validateConfig(schema.schema, wanted);
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
