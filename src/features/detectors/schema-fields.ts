import { patternWords } from '@/api/rules/pattern-words';

/** One config field of a detector schema, as the catalogue previews it. */
export interface SchemaField {
  key: string;
  title: string;
  type: string;
  required: boolean;
  description: string;
  /** Constraints in words: "pattern …", "1 to 100", "at least 1 item", "one of …". */
  rules: string[];
  defaultValue: string | null;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

function typeOf(p: Json): string {
  const t =
    typeof p.type === 'string' ? p.type : Array.isArray(p.type) ? p.type.join(' | ') : 'any';
  if (t === 'array' && isObject(p.items))
    return `list of ${typeof p.items.type === 'string' ? p.items.type : 'items'}`;
  if (p.format === 'password') return 'secret';
  return t;
}

function rulesOf(p: Json): string[] {
  const out: string[] = [];
  if (Array.isArray(p.enum)) {
    const names = Array.isArray(p.enumNames) ? p.enumNames : p.enum;
    out.push(`one of ${names.map(String).join(', ')}`);
  }
  // In words where the catalogue's pattern is known: a regular expression says little to a person.
  if (typeof p.pattern === 'string') out.push(patternWords(p.pattern) ?? `matches ${p.pattern}`);
  if (typeof p.minimum === 'number' && typeof p.maximum === 'number')
    out.push(`${p.minimum} to ${p.maximum}`);
  else if (typeof p.minimum === 'number') out.push(`at least ${p.minimum}`);
  else if (typeof p.maximum === 'number') out.push(`at most ${p.maximum}`);
  if (typeof p.minLength === 'number' && p.minLength > 0)
    out.push(`at least ${p.minLength} characters`);
  if (typeof p.maxLength === 'number') out.push(`at most ${p.maxLength} characters`);
  if (typeof p.minItems === 'number' && p.minItems > 0)
    out.push(`at least ${p.minItems} item${p.minItems === 1 ? '' : 's'}`);
  if (typeof p.maxItems === 'number') out.push(`at most ${p.maxItems} items`);
  if (p.format === 'password') out.push('write-only: never shown back');
  return out;
}

/** A schema's config fields in `ui:order` (then the rest), with their rules in words. */
export function schemaFields(
  schema: Json | null | undefined,
  uiSchema: Json | null | undefined,
): SchemaField[] {
  const props = isObject(schema?.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema?.required) ? schema.required.map(String) : []);
  const order = Array.isArray(uiSchema?.['ui:order']) ? uiSchema['ui:order'].map(String) : [];
  const keys = [...new Set([...order.filter((k) => k in props), ...Object.keys(props)])];
  return keys.map((key) => {
    const p = isObject(props[key]) ? props[key] : {};
    return {
      key,
      title: str(p.title) || key,
      type: typeOf(p),
      required: required.has(key),
      description: str(p.description),
      rules: rulesOf(p),
      defaultValue: p.default === undefined ? null : JSON.stringify(p.default),
    };
  });
}
