/**
 * Detector configs are checked against their schema's JSON Schema, the same document the
 * console renders the form from: one rule set for the mock's 400s and the detector form.
 * The subset the catalogue uses: type, enum, required, properties, items, min/max (length,
 * items, value), pattern. Hand-written rather than zod's fromJSONSchema or ajv because every
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
};

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
  if (typeof s.type === 'string' && !typeOk(s.type, v)) {
    out.push(`${path}: must be ${TYPE_NAMES[s.type] ?? s.type}`);
    return;
  }
  if (Array.isArray(s.enum) && !s.enum.includes(v)) {
    out.push(`${path}: must be one of ${s.enum.map((e) => JSON.stringify(e)).join(', ')}`);
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
  }
  if (Array.isArray(v)) {
    const min = num(s.minItems);
    if (min !== undefined && v.length < min)
      out.push(`${path}: needs at least ${min} item${min === 1 ? '' : 's'}`);
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
  for (const [key, value] of Object.entries(v)) {
    const ps = props[key];
    if (isObject(ps) && value !== undefined && value !== null)
      check(ps, value, `${path}.${key}`, out);
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
