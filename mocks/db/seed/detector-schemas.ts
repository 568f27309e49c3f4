import type { DetectorSchema } from '../../../src/api/detector/schemas';
import { MORE_KINDS } from './detector-kinds-more';
import { KINDS } from './detector-kinds';
import {
  SEVERITY_NAMES,
  SEVERITY_VALUES,
  type JsonSchema,
  type SchemaKind,
} from './detector-schema-kit';
import type { SeedIcon } from './icons';

/**
 * The detector schema catalogue (real-service notes, Detector schemas): each entry carries a
 * JSON Schema of its config and `uiSchema["ui:order"]` with severity last, which is how the real
 * console lays out the detector form.
 */

/** A kind's config JSON Schema: its own fields, then the common `desc` and `severity`. */
function configSchema(kind: SchemaKind): JsonSchema {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    title: kind.title,
    description: kind.description,
    required: kind.required,
    properties: {
      ...kind.properties,
      desc: {
        type: 'string',
        title: 'Alert message',
        description: 'Template of the alert text; {field} placeholders are filled from the event.',
        default: kind.desc,
      },
      // Any number in -1..1 (the service grades by lower bounds); the presets are suggestions.
      severity: {
        type: 'number',
        title: 'Severity',
        description:
          'Severity of raised alerts: -1 (Auto) lets the detector grade each alert itself; 0..1 grades by lower bounds (0 Info, 0.15 Low, 0.25 Medium, 0.5 High, 0.75 Critical).',
        minimum: -1,
        maximum: 1,
        examples: [...SEVERITY_VALUES],
        'x-enumNames': [...SEVERITY_NAMES],
        default: -1,
      },
    },
  };
}

function uiSchema(kind: SchemaKind): JsonSchema {
  return {
    'ui:order': [...Object.keys(kind.properties), 'desc', 'severity'],
    desc: { 'ui:widget': 'textarea' },
    severity: { 'ui:widget': 'select' },
    ...kind.ui,
  };
}

export const SCHEMA_KINDS: SchemaKind[] = [...KINDS, ...MORE_KINDS];

/**
 * The catalogue is global: every tenant sees the same schemas. The tenant-scoped table keeps
 * them under this pseudo-tenant, which no key can name (tenant ids start at 1).
 */
export const CATALOGUE_TENANT = 0;
export const CATALOGUE_FIRST_ID = 201;

/** Older versions (one of them withdrawn) so the catalogue shows version history. */
const OLDER: { name: string; version: string; status: 'ACTIVE' | 'DISABLED'; drop: string[] }[] = [
  { name: 'DetectorTransferMonitor', version: '1.2.0', status: 'ACTIVE', drop: ['addresses'] },
  {
    name: 'DetectorTransferMonitor',
    version: '1.0.0',
    status: 'DISABLED',
    drop: ['addresses', 'direction'],
  },
  { name: 'DetectorAml', version: '2.4.0', status: 'ACTIVE', drop: ['direction'] },
  { name: 'DetectorContractCall', version: '1.4.2', status: 'ACTIVE', drop: ['track_err'] },
];

function olderVersion(kind: SchemaKind, drop: string[], version: string): SchemaKind {
  const properties = Object.fromEntries(
    Object.entries(kind.properties).filter(([k]) => !drop.includes(k)),
  );
  const required = kind.required.filter((k) => !drop.includes(k));
  return { ...kind, version, properties, required };
}

/** The global catalogue: the current version of every kind (201+), then older versions. */
export function catalogueRecords(now: number, icon: SeedIcon): DetectorSchema[] {
  const current = schemaRecords(CATALOGUE_FIRST_ID, now, icon);
  const older = OLDER.flatMap((o, i) => {
    const kind = SCHEMA_KINDS.find((k) => k.name === o.name);
    if (!kind) return [];
    const [rec] = schemaRecords(CATALOGUE_FIRST_ID + 50 + i, now - 200 * 86_400_000, icon, [
      olderVersion(kind, o.drop, o.version),
    ]);
    return rec ? [{ ...rec, status: o.status }] : [];
  });
  return [...current, ...older];
}

/** Schema records for `kinds`, numbered from `firstId`. */
export function schemaRecords(
  firstId: number,
  now: number,
  icon: SeedIcon,
  kinds: SchemaKind[] = SCHEMA_KINDS,
): DetectorSchema[] {
  return kinds.map((kind, i) => ({
    id: firstId + i,
    createdAt: now - (500 - i * 13) * 86_400_000,
    updatedAt: now - (40 - i) * 86_400_000,
    status: 'ACTIVE',
    name: kind.name,
    title: kind.title,
    version: kind.version,
    description: kind.description,
    author: kind.author,
    icon: icon(`detectors/${kind.iconName}`),
    tags: kind.tags,
    networkTags: kind.networkTags,
    faq: kind.faq,
    schema: configSchema(kind),
    uiSchema: uiSchema(kind),
  }));
}

/**
 * The schema as embedded in a detector: the interface's DetectorSchema fields only (no
 * faq/schema/uiSchema), so 10,000-row detector pages stay light; the form fetches the full
 * schema with `GET /schema/{id}`.
 */
export function schemaSummary(s: DetectorSchema): DetectorSchema {
  return {
    id: s.id,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    title: s.title,
    name: s.name,
    version: s.version,
    description: s.description,
    author: s.author,
    icon: s.icon,
    tags: s.tags,
    networkTags: s.networkTags,
  };
}
