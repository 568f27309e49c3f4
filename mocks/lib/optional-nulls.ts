import { safeParse, type z } from 'zod/mini';

/**
 * A JVM (Jackson) service reads `"field": null` for an optional field as "not given": the
 * vendor's own contract body sends `"abi": null`, and clients serialise unset properties as
 * null. The mock follows that for every request body (docs/spec-gaps.md #29): before a body is
 * parsed with its row's strict schema, an object key whose value is null is dropped when the
 * schema marks that key optional (or gives it a default) and does not accept null itself.
 * Required fields keep their null and are refused by the schema; fields whose schema accepts
 * null (a nullable `abi`, script fields) keep it, because null means something there.
 *
 * Only what the schema describes is walked (objects, arrays, records and the wrappers around
 * them); the body is copied, never changed in place.
 */
export function dropOptionalNulls(schema: z.core.$ZodType, value: unknown): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return def.innerType ? dropOptionalNulls(def.innerType, value) : value;
    case 'pipe':
      return def.in ? dropOptionalNulls(def.in, value) : value;
    case 'lazy':
      return def.getter ? dropOptionalNulls(def.getter(), value) : value;
    case 'array':
      return Array.isArray(value) && def.element
        ? value.map((v) => dropOptionalNulls(def.element as z.core.$ZodType, v))
        : value;
    case 'record':
      return isPlainObject(value) && def.valueType
        ? mapValues(value, (v) => dropOptionalNulls(def.valueType as z.core.$ZodType, v))
        : value;
    case 'object': {
      if (!isPlainObject(value) || !def.shape) return value;
      const out: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value)) {
        const field = Object.hasOwn(def.shape, key) ? def.shape[key] : undefined;
        if (!field) {
          out[key] = v; // unknown keys are the strict schema's business
        } else if (v === null) {
          if (!(isOptional(field) && !acceptsNull(field))) out[key] = v;
        } else {
          out[key] = dropOptionalNulls(field, v);
        }
      }
      return out;
    }
    default:
      return value;
  }
}

interface WalkedDef {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
  element?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
}

const defOf = (schema: z.core.$ZodType): WalkedDef => schema._zod.def;

/** A key the object may leave out: `optional(...)`, `_default(...)` and the like. */
const isOptional = (schema: z.core.$ZodType): boolean => {
  const optin: string | undefined = schema._zod.optin;
  return optin === 'optional' || optin === 'defaulted';
};

const acceptsNull = (schema: z.core.$ZodType): boolean => safeParse(schema, null).success;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function mapValues(
  obj: Record<string, unknown>,
  fn: (v: unknown) => unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = fn(v);
  return out;
}
