/**
 * Detector configs are checked against their schema's JSON Schema, the same document the
 * console renders the form from: one rule set for the mock's 400s and the detector form.
 * The catalogue's subset (type, enum, required, properties, items, min/max of length, items and
 * value, pattern) and the other assertions a schema registered later may use: type lists, const,
 * exclusive bounds, multipleOf, uniqueItems, additionalProperties, min/maxProperties. `format`
 * is an annotation (as JSON Schema's default); oneOf/anyOf are not checked. Hand-written rather than zod's fromJSONSchema or ajv because every
 * message names the field by its `title` in the user's words and its path in the service's
 * `config.tokens[0].threshold` form (docs/spec-gaps.md).
 */
import { patternWords } from './pattern-words';
type Schema = Record<string, unknown>;

/**
 * What the service answers in place of a stored write-only (`format: password`) value: it says
 * "set" without the value. Sent back in an update, it means "keep the stored value".
 */
export const SECRET_MASK = '********';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  null: 'null',
};

/** Equal as JSON values (const, uniqueItems): key order aside. */
function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => sameJson(a[k], b[k]));
  }
  return a === b;
}

function typeOk(type: string, v: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'array':
      return Array.isArray(v);
    case 'object':
      return isObject(v);
    case 'null':
      return v === null;
    default:
      return true;
  }
}

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** What a value that does not match `s.pattern` is told. */
function patternMessage(s: Schema, v: string): string {
  const what = typeof s.title === 'string' ? s.title.toLowerCase() : 'value';
  const words = typeof s.pattern === 'string' ? patternWords(s.pattern) : undefined;
  if (words) return `'${v}' is not a valid ${what}: ${words}`;
  return `'${v}' is not a valid ${what}${typeof s.description === 'string' ? ` (${s.description})` : ''}`;
}

function check(s: Schema, v: unknown, path: string, out: string[]): void {
  const types: unknown[] =
    typeof s.type === 'string' ? [s.type] : Array.isArray(s.type) ? s.type : [];
  if (types.length > 0 && !types.some((t) => typeof t === 'string' && typeOk(t, v))) {
    out.push(
      `${path}: must be ${types.map((t) => TYPE_NAMES[String(t)] ?? String(t)).join(' or ')}`,
    );
    return;
  }
  if (Array.isArray(s.enum) && !s.enum.some((e) => sameJson(e, v))) {
    out.push(`${path}: must be one of ${s.enum.map((e) => JSON.stringify(e)).join(', ')}`);
    return;
  }
  if ('const' in s && !sameJson(s.const, v)) {
    out.push(`${path}: must be ${JSON.stringify(s.const)}`);
    return;
  }
  if (typeof v === 'string') {
    const min = num(s.minLength);
    const max = num(s.maxLength);
    if (min !== undefined && v.length < min)
      out.push(`${path}: must have at least ${min} character${min === 1 ? '' : 's'}`);
    if (max !== undefined && v.length > max)
      out.push(`${path}: must have at most ${max} characters`);
    if (typeof s.pattern === 'string' && !new RegExp(s.pattern).test(v))
      out.push(`${path}: ${patternMessage(s, v)}`);
  }
  if (typeof v === 'number') {
    const min = num(s.minimum);
    const max = num(s.maximum);
    if (min !== undefined && v < min) out.push(`${path}: must be at least ${min}`);
    if (max !== undefined && v > max) out.push(`${path}: must be at most ${max}`);
    const above = num(s.exclusiveMinimum);
    const below = num(s.exclusiveMaximum);
    if (above !== undefined && v <= above) out.push(`${path}: must be more than ${above}`);
    if (below !== undefined && v >= below) out.push(`${path}: must be less than ${below}`);
    const step = num(s.multipleOf);
    if (step !== undefined && step > 0) {
      const q = v / step;
      if (Math.abs(q - Math.round(q)) > 1e-9) out.push(`${path}: must be a multiple of ${step}`);
    }
  }
  if (Array.isArray(v)) {
    const min = num(s.minItems);
    const max = num(s.maxItems);
    if (min !== undefined && v.length < min)
      out.push(`${path}: needs at least ${min} item${min === 1 ? '' : 's'}`);
    if (max !== undefined && v.length > max)
      out.push(`${path}: takes at most ${max} item${max === 1 ? '' : 's'}`);
    if (s.uniqueItems === true && v.some((x, i) => v.findIndex((y) => sameJson(x, y)) !== i))
      out.push(`${path}: must not repeat an item`);
    if (isObject(s.items)) {
      const items = s.items;
      v.forEach((el, i) => check(items, el, `${path}[${i}]`, out));
    }
  }
  if (isObject(v)) checkProperties(s, v, path, out);
}

function checkProperties(s: Schema, v: Record<string, unknown>, path: string, out: string[]): void {
  const props = isObject(s.properties) ? s.properties : {};
  if (Array.isArray(s.required)) {
    for (const key of s.required) {
      if (typeof key === 'string' && (v[key] === undefined || v[key] === null))
        out.push(`${path}.${key}: is required`);
    }
  }
  const count = Object.keys(v).length;
  const fewest = num(s.minProperties);
  const most = num(s.maxProperties);
  if (fewest !== undefined && count < fewest)
    out.push(`${path}: needs at least ${fewest} field${fewest === 1 ? '' : 's'}`);
  if (most !== undefined && count > most)
    out.push(`${path}: takes at most ${most} field${most === 1 ? '' : 's'}`);
  for (const [key, value] of Object.entries(v)) {
    const ps = props[key];
    if (ps === undefined && s.additionalProperties === false) {
      out.push(`${path}.${key}: is not a field of this config`);
      continue;
    }
    // A field the properties do not name follows additionalProperties when it is a schema.
    const rule = ps ?? s.additionalProperties;
    if (isObject(rule) && value !== undefined && value !== null)
      check(rule, value, `${path}.${key}`, out);
  }
}

/**
 * Errors of a config (one per violated rule) and the config with the defaults of missing
 * top-level fields filled in; unknown fields are kept as they are.
 */
export function validateConfig(
  schema: unknown,
  config: Record<string, unknown>,
  path = 'config',
): { errors: string[]; value: Record<string, unknown> } {
  if (!isObject(schema)) return { errors: [], value: config };
  const errors: string[] = [];
  checkProperties(schema, config, path, errors);
  const value = { ...config };
  const props = isObject(schema.properties) ? schema.properties : {};
  for (const [key, ps] of Object.entries(props)) {
    if (value[key] === undefined && isObject(ps) && ps.default !== undefined)
      value[key] = ps.default;
  }
  return { errors, value };
}
