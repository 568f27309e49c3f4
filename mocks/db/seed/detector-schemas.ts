import type { DetectorSchema } from '../../../src/api/detector/schemas';
import { MORE_KINDS } from './detector-kinds-more';
import { KINDS } from './detector-kinds';
import {
  SEVERITY_NAMES,
  SEVERITY_VALUES,
  type JsonSchema,
  type SchemaKind,
} from './detector-schema-kit';

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
      severity: {
        type: 'number',
        title: 'Severity',
        description: 'Severity of raised alerts. Auto lets the detector grade each alert itself.',
        enum: [...SEVERITY_VALUES],
        enumNames: [...SEVERITY_NAMES],
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

/** One tenant's copy of the catalogue; the table is tenant-scoped, so each tenant gets its own ids. */
export function schemaRecords(firstId: number, now: number): DetectorSchema[] {
  return SCHEMA_KINDS.map((kind, i) => ({
    id: firstId + i,
    createdAt: now - (500 - i * 13) * 86_400_000,
    updatedAt: now - (40 - i) * 86_400_000,
    status: 'ACTIVE',
    name: kind.name,
    title: kind.title,
    version: kind.version,
    description: kind.description,
    author: kind.author,
    icon: `https://assets.vigil.example/detectors/${kind.iconName}.svg`,
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
