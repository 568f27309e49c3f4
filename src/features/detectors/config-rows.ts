import { severityLabel } from '@/lib/severity';

/** One config value as the detector page shows it. */
export interface ConfigRow {
  key: string;
  label: string;
  value: string;
  secret: boolean;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// An amount (a raw token threshold of 13 digits) reads grouped; an id or a chat number does not.
const AMOUNT_KEY = /threshold|amount|balance|limit/i;
const isWholeNumber = (v: unknown): v is string | number =>
  (typeof v === 'string' && /^\d{5,}$/.test(v)) ||
  (typeof v === 'number' && Number.isSafeInteger(v));

/**
 * A config as readable rows, in the schema's `ui:order` (then any other keys), labelled by each
 * field's title, with write-only (`format: password`) values masked.
 */
export function configRows(
  config: Json | null | undefined,
  schema: Json | null | undefined,
  uiSchema: Json | null | undefined,
): ConfigRow[] {
  const props = isObject(schema?.properties) ? schema.properties : {};
  const order = Array.isArray(uiSchema?.['ui:order'])
    ? uiSchema['ui:order'].filter((k): k is string => typeof k === 'string')
    : [];
  const keys = [...new Set([...order, ...Object.keys(config ?? {})])].filter(
    (k) => k !== '*' && config && k in config,
  );
  return keys.map((key) => {
    const prop = isObject(props[key]) ? props[key] : {};
    return {
      key,
      label: titleOf(prop, key),
      value: valueText(key, config?.[key], prop),
      secret: prop.format === 'password',
    };
  });
}

const titleOf = (prop: Json, key: string) => (typeof prop.title === 'string' ? prop.title : key);

/** One value: masked when write-only, a severity by its name, an amount grouped, else readable. */
function valueText(key: string, raw: unknown, prop: Json): string {
  if (prop.format === 'password')
    return raw === undefined || raw === null || raw === ''
      ? 'Not set'
      : 'Set (write-only, never shown)';
  // Auto is the service's -1, not a level: its number says nothing to a reader.
  if (key === 'severity' && typeof raw === 'number')
    return severityLabel(raw) === 'Auto' ? 'Auto' : `${severityLabel(raw)} (${raw})`;
  if (AMOUNT_KEY.test(key) && isWholeNumber(raw)) return BigInt(raw).toLocaleString('en-US');
  return readable(raw, prop);
}

/**
 * A value in words where the schema gives them: an enum's name (`enumNames`), a list of plain
 * values one after another ('None' when empty), yes or no; a list of objects one line each, its
 * fields by their titles ("Token: 0xA0b8… · Drop threshold: 5%"); JSON for what is deeper.
 */
function readable(raw: unknown, prop: Json): string {
  if (raw === undefined || raw === null || raw === '') return '—';
  if (Array.isArray(prop.enum) && Array.isArray(prop.enumNames)) {
    const name: unknown = prop.enumNames[prop.enum.indexOf(raw)];
    if (typeof name === 'string') return name;
  }
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'boolean') return raw ? 'Yes' : 'No';
  if (Array.isArray(raw) && raw.every((v) => typeof v !== 'object' || v === null))
    return raw.length === 0 ? 'None' : raw.map(String).join(', ');
  if (Array.isArray(raw) && raw.every(isObject)) {
    const item = isObject(prop.items) ? prop.items : {};
    return raw.map((o) => fieldsLine(o, item)).join('\n');
  }
  if (isObject(raw)) return fieldsLine(raw, prop);
  return JSON.stringify(raw);
}

/** An object's fields on one line, in its schema's order, each by its title. */
function fieldsLine(o: Json, schema: Json): string {
  const props = isObject(schema.properties) ? schema.properties : {};
  const keys = [...new Set([...Object.keys(props), ...Object.keys(o)])].filter((k) => k in o);
  return keys
    .map((k) => {
      const prop = isObject(props[k]) ? props[k] : {};
      const v = o[k];
      const deep = isObject(v) || (Array.isArray(v) && v.some(isObject));
      return `${titleOf(prop, k)}: ${deep ? JSON.stringify(v) : valueText(k, v, prop)}`;
    })
    .join(' · ');
}
