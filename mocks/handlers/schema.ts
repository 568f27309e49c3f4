import type { DetectorSchema } from '../../src/api/detector/schemas';
import { CATALOGUE_TENANT } from '../db/seed/detector-schemas';
import { db } from '../db/store';
import type { Implementations } from '../lib/implement';
import { MockHttpError } from '../lib/errors';
import { pathId } from '../lib/implement';
import { defined, mustGet, search } from '../lib/resource';
import { Problems, uid } from './chain-shared';
import { requireRole } from './guard';

type SchemaImpl = Pick<
  Implementations,
  'schemaSearch' | 'schemaGet' | 'schemaCreate' | 'schemaUpdate' | 'schemaDelete'
>;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A catalogue entry by id, whatever the caller's tenant (the catalogue is global). */
export const catalogueGet = (id: number): DetectorSchema | undefined =>
  db.tables.schema.get(CATALOGUE_TENANT, id);

/**
 * Top-level config fields with `format: password`: never answered, and kept when an update
 * leaves them out (the console cannot send back what it never saw).
 */
export function secretFields(schema: DetectorSchema | undefined): string[] {
  const props = isObject(schema?.schema?.properties) ? schema.schema.properties : {};
  return Object.entries(props)
    .filter(([, p]) => isObject(p) && p.format === 'password')
    .map(([k]) => k);
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function versionTaken(name: string, version: string, exceptId?: number): boolean {
  return db.tables.schema
    .list(CATALOGUE_TENANT)
    .some((s) => s.name === name && s.version === version && s.id !== exceptId);
}

export const schemaResolvers: SchemaImpl = {
  schemaSearch: ({ body }) => search(db.tables.schema.list(CATALOGUE_TENANT), body),

  schemaGet: ({ params }) =>
    mustGet(db.tables.schema, CATALOGUE_TENANT, pathId(params, 'Detector schema')),

  schemaCreate: ({ auth, body }) => {
    requireRole(auth, 'schema');
    const p = new Problems();
    if (versionTaken(body.name, body.version))
      p.add('version', `${body.name} ${body.version} is already registered: pick a new version`);
    p.throwIfAny();
    const now = Date.now();
    const record: DetectorSchema = {
      ...body,
      id: db.nextId(),
      createdAt: now,
      updatedAt: now,
      status: body.status ?? 'ACTIVE',
      title: body.title ?? body.name,
      uiSchema: body.uiSchema ?? {},
    };
    db.tables.schema.insert(CATALOGUE_TENANT, record);
    return record;
  },

  schemaUpdate: ({ auth, params, body }) => {
    requireRole(auth, 'schema');
    const current = mustGet(db.tables.schema, CATALOGUE_TENANT, pathId(params, 'Detector schema'));
    const p = new Problems();
    const name = body.name ?? current.name;
    const version = body.version ?? current.version ?? '';
    const changed = body.schema !== undefined && !sameJson(body.schema, current.schema);
    // Detectors already configured against this version must keep meaning the same thing.
    if (changed && version === current.version)
      p.add('version', `a change of the config schema needs a new version (now ${version})`);
    else if (version !== current.version && versionTaken(name, version, current.id))
      p.add('version', `${name} ${version} is already registered: pick a new version`);
    p.throwIfAny();
    const next: DetectorSchema = { ...current, ...defined(body), updatedAt: Date.now() };
    db.tables.schema.replace(CATALOGUE_TENANT, next);
    return next;
  },

  /**
   * Removes a catalogue entry (admin keys only). Detectors of any tenant are configured against
   * it, so one still in use is kept (409): withdraw it (status DISABLED) instead.
   */
  schemaDelete: ({ auth, params }) => {
    requireRole(auth, 'schema');
    const id = pathId(params, 'Detector schema');
    mustGet(db.tables.schema, CATALOGUE_TENANT, id);
    const used = db.tables.detector
      .all()
      .some(({ record: d }) => (typeof d.schemaId === 'number' ? d.schemaId : d.schema?.id) === id);
    if (used) {
      throw new MockHttpError(409, `Detector schema ${id} is still used by detectors`, [
        `id: detector schema ${id} is still used by detectors; withdraw it (status DISABLED) instead`,
      ]);
    }
    db.tables.schema.remove(CATALOGUE_TENANT, id);
    return uid(id);
  },
};
