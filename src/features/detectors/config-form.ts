import { SEVERITY_PRESETS } from '@/lib/severity';

/**
 * A detector schema's JSON Schema as form fields: which input each property gets, and the
 * mapping between the form's values and the config the service stores. The rules themselves
 * (required, pattern, min/max …) are checked by the shared validator the mock uses
 * (src/api/rules/detector-config.ts); this file only decides the inputs and the value shapes.
 */
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const numOrUndef = (v: unknown) => (typeof v === 'number' ? v : undefined);

export interface EnumOption {
  /** The option's key in the form (the JSON text of the value, so numbers survive). */
  value: string;
  label: string;
}

interface Base {
  key: string;
  title: string;
  description: string;
  required: boolean;
  /** The schema's `default`, as the service would fill it. */
  defaultValue: unknown;
}

export type ConfigField = Base &
  (
    | { kind: 'text'; widget: 'input' | 'textarea' | 'password' | 'function'; pattern?: string }
    | { kind: 'number'; integer: boolean; min?: number; max?: number }
    | { kind: 'boolean' }
    | { kind: 'enum'; options: EnumOption[] }
    | { kind: 'severity' }
    | { kind: 'list'; options?: EnumOption[]; minItems?: number }
    | { kind: 'objectList'; fields: ConfigField[]; minItems?: number }
    | { kind: 'object'; fields: ConfigField[] }
  );

function enumOptions(values: unknown[], names: unknown): EnumOption[] {
  const labels = Array.isArray(names) ? names : [];
  return values.map((v, i) => ({
    value: JSON.stringify(v),
    label: typeof labels[i] === 'string' ? labels[i] : String(v),
  }));
}

/** Severity: a number with the console's presets (the real console shows it last, as a choice). */
function isSeverity(key: string, p: Json): boolean {
  return (p.type === 'number' && key === 'severity') || Array.isArray(p['x-enumNames']);
}

/**
 * The Contract call schema's function, named with its output types (`balanceOf(address)(uint256)`,
 * real-service notes, Detectors): the form offers the contract's read functions for it. The
 * catalogue marks it no other way than by its name (docs/spec-gaps.md).
 */
const FUNCTION_KEY = 'function';

function fieldOf(key: string, p: Json, required: boolean, ui: Json): ConfigField {
  const base: Base = {
    key,
    title: str(p.title) || key,
    description: str(p.description),
    required,
    defaultValue: p.default,
  };
  const widget = str(ui['ui:widget']);
  if (Array.isArray(p.enum))
    return { ...base, kind: 'enum', options: enumOptions(p.enum, p.enumNames) };
  switch (p.type) {
    case 'number':
    case 'integer':
      if (isSeverity(key, p)) return { ...base, kind: 'severity' };
      return {
        ...base,
        kind: 'number',
        integer: p.type === 'integer',
        min: numOrUndef(p.minimum),
        max: numOrUndef(p.maximum),
      };
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'object':
      return { ...base, kind: 'object', fields: fieldsOf(p, {}) };
    case 'array': {
      const items = isObject(p.items) ? p.items : {};
      const minItems = numOrUndef(p.minItems);
      if (items.type === 'object')
        return { ...base, kind: 'objectList', fields: fieldsOf(items, {}), minItems };
      const options = Array.isArray(items.enum)
        ? enumOptions(items.enum, items.enumNames)
        : undefined;
      return { ...base, kind: 'list', options, minItems };
    }
    default:
      return {
        ...base,
        kind: 'text',
        widget:
          p.format === 'password' || widget === 'password'
            ? 'password'
            : widget === 'textarea'
              ? 'textarea'
              : key === FUNCTION_KEY
                ? 'function'
                : 'input',
        pattern: typeof p.pattern === 'string' ? p.pattern : undefined,
      };
  }
}

/** The fields of an object schema in `uiSchema["ui:order"]` (then the rest), severity last. */
export function fieldsOf(schema: unknown, uiSchema: unknown): ConfigField[] {
  if (!isObject(schema)) return [];
  const props = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const ui = isObject(uiSchema) ? uiSchema : {};
  const order = Array.isArray(ui['ui:order']) ? ui['ui:order'].map(String) : [];
  const keys = [...new Set([...order.filter((k) => k in props), ...Object.keys(props)])];
  const fields = keys.map((k) => {
    const p = props[k];
    const fieldUi = ui[k];
    return fieldOf(k, isObject(p) ? p : {}, required.has(k), isObject(fieldUi) ? fieldUi : {});
  });
  return [
    ...fields.filter((f) => f.kind !== 'severity'),
    ...fields.filter((f) => f.kind === 'severity'),
  ];
}

export type FormConfig = Record<string, unknown>;

/** A field's form value from a stored value (or its default when there is none). */
function toForm(f: ConfigField, stored: unknown, secretKept: boolean): unknown {
  const v = stored === undefined || stored === null ? f.defaultValue : stored;
  switch (f.kind) {
    case 'text':
      // Secrets are never answered: blank means "keep" on edit, "none" on create.
      if (f.widget === 'password') return secretKept ? '' : str(v);
      return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
    case 'number':
      return typeof v === 'number' ? v : '';
    case 'boolean':
      return v === true;
    case 'enum':
      return v === undefined || v === null ? null : JSON.stringify(v);
    case 'severity':
      return typeof v === 'number' ? String(v) : String(SEVERITY_PRESETS[0].value);
    case 'list':
      return Array.isArray(v)
        ? v.map((x) => (f.options ? JSON.stringify(x) : typeof x === 'string' ? x : String(x)))
        : [];
    case 'objectList':
      return Array.isArray(v) ? v.map((item) => formValues(f.fields, item, false)) : [];
    case 'object':
      return formValues(f.fields, v, false);
  }
}

/** The form's values of a config (a new detector: every default; an edit: what is stored). */
export function formValues(
  fields: readonly ConfigField[],
  config: unknown,
  editing: boolean,
): FormConfig {
  const c = isObject(config) ? config : {};
  return Object.fromEntries(fields.map((f) => [f.key, toForm(f, c[f.key], editing)]));
}

/**
 * What a new detector's config starts from beyond the schema's defaults, on a network whose coin
 * is `native`: a top-level integer `decimals` is the coin's (the balance monitor's "Native
 * decimals", whose schema default is EVM's 18: a Bitcoin balance in satoshis read with it was
 * 10^10 too small). docs/spec-gaps.md, row 119.
 */
export function networkDefaults(
  fields: readonly ConfigField[],
  native: { decimals: number } | undefined,
): Record<string, unknown> {
  const decimals = fields.find((f) => f.key === 'decimals');
  return native && decimals?.kind === 'number' && decimals.integer
    ? { decimals: native.decimals }
    : {};
}

const parseJson = (v: unknown): unknown => {
  if (typeof v !== 'string') return undefined;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/** A field's stored value from its form value; undefined = leave it out of the body. */
function fromForm(f: ConfigField, v: unknown): unknown {
  switch (f.kind) {
    case 'text':
      return typeof v === 'string' && v !== '' ? v : undefined;
    case 'number':
      if (typeof v === 'number') return v;
      if (typeof v === 'string' && v.trim() !== '')
        return Number.isFinite(Number(v)) ? Number(v) : v;
      return undefined;
    case 'boolean':
      return v === true;
    case 'enum':
      return v === null || v === '' ? undefined : parseJson(v);
    case 'severity':
      return typeof v === 'string' && v !== '' ? Number(v) : undefined;
    case 'list':
      return Array.isArray(v)
        ? v
            .map((x: unknown) => (typeof x === 'string' ? x.trim() : x))
            .filter((x) => x !== '')
            .map((x) => (f.options ? parseJson(x) : x))
        : [];
    case 'objectList':
      return Array.isArray(v) ? v.map((item) => configOf(f.fields, item)) : [];
    case 'object': {
      const o = configOf(f.fields, v);
      return Object.keys(o).length > 0 || f.required ? o : undefined;
    }
  }
}

/**
 * The config to send: typed values, blanks left out (a blank secret on edit keeps the stored
 * value: the service keeps what an update leaves out).
 */
export function configOf(fields: readonly ConfigField[], values: unknown): FormConfig {
  const v = isObject(values) ? values : {};
  const out: FormConfig = {};
  for (const f of fields) {
    const x = fromForm(f, v[f.key]);
    if (x !== undefined) out[f.key] = x;
  }
  return out;
}

/** Keys of write-only fields (`format: password`). */
export const secretKeys = (fields: readonly ConfigField[]) =>
  fields.filter((f) => f.kind === 'text' && f.widget === 'password').map((f) => f.key);
