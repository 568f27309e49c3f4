import { describe, expect, it } from 'vitest';
import { labelOf } from '@/components/form/messages';
import { catalogueRecords } from '../../../mocks/db/seed/detector-schemas';
import { seedIcons } from '../../../mocks/db/seed/icons';
import { validateConfig } from '@/api/rules/detector-config';
import { severityLabel } from '@/lib/severity';
import { configOf, fieldsOf, formValues, type ConfigField } from './config-form';
import { fieldLabels, issueOf } from './config-messages';
import { detectorFormSchema } from './detector-form';

const byKey = (fields: ConfigField[], key: string) => {
  const f = fields.find((x) => x.key === key);
  if (!f) throw new Error(`no field ${key}`);
  return f;
};

const SCHEMA = {
  type: 'object',
  required: ['threshold', 'tokens'],
  properties: {
    severity: { type: 'number', title: 'Severity', minimum: -1, maximum: 1, default: -1 },
    threshold: { type: 'string', title: 'Threshold', pattern: '^\\d+$' },
    direction: {
      type: 'string',
      title: 'Direction',
      enum: ['any', 'in'],
      enumNames: ['Any', 'Incoming'],
      default: 'any',
    },
    reorg: { type: 'integer', title: 'Reorg depth', minimum: 1, maximum: 64 },
    live: { type: 'boolean', title: 'Live', default: true },
    events: { type: 'array', items: { type: 'string', enum: ['push', 'release'] }, minItems: 1 },
    addresses: { type: 'array', items: { type: 'string' }, default: [] },
    tokens: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['token'],
        properties: {
          token: { type: 'string', title: 'Token', minLength: 1 },
          threshold: { type: 'string', title: 'Token threshold', default: '1%' },
        },
      },
    },
    window: {
      type: 'object',
      title: 'Window',
      properties: { from: { type: 'integer', title: 'From' }, to: { type: 'integer' } },
    },
    token: { type: 'string', title: 'Access token', format: 'password' },
    desc: { type: 'string', title: 'Alert message' },
  },
};
const UI = { 'ui:order': ['threshold', 'desc', 'severity'], desc: { 'ui:widget': 'textarea' } };

describe('fieldsOf: the JSON Schema as inputs', () => {
  const fields = fieldsOf(SCHEMA, UI);

  it('follows ui:order, then the rest, with severity last', () => {
    expect(fields.map((f) => f.key)).toEqual([
      'threshold',
      'desc',
      'direction',
      'reorg',
      'live',
      'events',
      'addresses',
      'tokens',
      'window',
      'token',
      'severity',
    ]);
  });

  it('picks an input per type, widget and keyword', () => {
    expect(byKey(fields, 'desc')).toMatchObject({ kind: 'text', widget: 'textarea' });
    expect(byKey(fields, 'token')).toMatchObject({ kind: 'text', widget: 'password' });
    expect(byKey(fields, 'threshold')).toMatchObject({ kind: 'text', required: true });
    expect(byKey(fields, 'direction')).toMatchObject({
      kind: 'enum',
      options: [
        { value: '"any"', label: 'Any' },
        { value: '"in"', label: 'Incoming' },
      ],
    });
    expect(byKey(fields, 'reorg')).toMatchObject({
      kind: 'number',
      integer: true,
      min: 1,
      max: 64,
    });
    expect(byKey(fields, 'live')).toMatchObject({ kind: 'boolean' });
    expect(byKey(fields, 'events')).toMatchObject({ kind: 'list', minItems: 1 });
    expect(byKey(fields, 'addresses')).toMatchObject({ kind: 'list', options: undefined });
    expect(byKey(fields, 'tokens')).toMatchObject({ kind: 'objectList', minItems: 1 });
    expect(byKey(fields, 'window')).toMatchObject({ kind: 'object' });
    expect(byKey(fields, 'severity')).toMatchObject({ kind: 'severity' });
  });

  it('maps every field of every seeded schema to an input (no keyword is dropped)', () => {
    for (const s of catalogueRecords(Date.now(), seedIcons())) {
      const props = Object.keys((s.schema?.properties as object | undefined) ?? {});
      const mapped = fieldsOf(s.schema, s.uiSchema);
      expect(mapped.map((f) => f.key).sort(), s.name).toEqual(props.sort());
      expect(mapped.at(-1)?.key, `${s.name}: severity last`).toBe('severity');
      // A new detector's defaults pass the shared validator except for fields without defaults.
      const config = configOf(mapped, formValues(mapped, {}, false));
      const { errors } = validateConfig(s.schema, config);
      const required = new Set(((s.schema?.required as string[] | undefined) ?? []).map(String));
      for (const e of errors) expect(required.has(issueOf(e).path[1] as string), e).toBe(true);
    }
  });
});

describe('formValues ↔ configOf', () => {
  const fields = fieldsOf(SCHEMA, UI);
  const stored = {
    threshold: '100',
    direction: 'in',
    reorg: 3,
    live: false,
    events: ['release'],
    addresses: ['0xabc'],
    tokens: [{ token: '0xdef', threshold: '5%' }],
    window: { from: 1, to: 2 },
    desc: 'x {value}',
    severity: 0.3,
  };

  it('round-trips a stored config (the secret is never shown back)', () => {
    const values = formValues(fields, stored, true);
    expect(values.token).toBe('');
    expect(values.severity).toBe('0.3');
    expect(values.direction).toBe('"in"');
    expect(configOf(fields, values)).toEqual(stored);
  });

  it('fills a new detector with the schema defaults', () => {
    const values = formValues(fields, {}, false);
    expect(values).toMatchObject({ direction: '"any"', live: true, severity: '-1', tokens: [] });
  });

  it('leaves blanks out and types numbers', () => {
    const values = { ...formValues(fields, stored, true), reorg: '', threshold: '' };
    const config = configOf(fields, values);
    expect(config).not.toHaveProperty('reorg');
    expect(config).not.toHaveProperty('threshold');
    expect(config).not.toHaveProperty('token');
    expect(configOf(fields, { ...values, reorg: '7' }).reorg).toBe(7);
  });

  it('labels any severity number by its lower bound', () => {
    expect(severityLabel(0.3)).toBe('Medium');
    expect(severityLabel(0.8)).toBe('Critical');
    expect(severityLabel(0.1)).toBe('Info');
    expect(severityLabel(-1)).toBe('Auto');
  });
});

describe('detectorFormSchema', () => {
  const fields = fieldsOf(SCHEMA, UI);
  const base = { name: 'Watch', tags: [], status: 'ACTIVE' as const, destinationIds: [4] };

  it('puts the shared validator errors on the fields they name', () => {
    const values = formValues(fields, { threshold: '12a', tokens: [{ threshold: '1%' }] }, false);
    const r = detectorFormSchema(SCHEMA, fields, false).safeParse({ ...base, config: values });
    expect(r.success).toBe(false);
    const issues = r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues).toContainEqual([
      'config.threshold',
      "'12a' is not a valid threshold: digits only, a whole number without sign, decimal point or separators",
    ]);
    expect(issues).toContainEqual(['config.tokens.0.token', 'Required']);
  });

  it('keeps a blank secret on edit, and refuses a missing required one on create', () => {
    const withSecret = {
      type: 'object',
      required: ['token'],
      properties: { token: SCHEMA.properties.token },
    };
    const f = fieldsOf(withSecret, {});
    const values = formValues(f, {}, true);
    expect(
      detectorFormSchema(withSecret, f, true).safeParse({ ...base, config: values }).success,
    ).toBe(true);
    expect(
      detectorFormSchema(withSecret, f, false).safeParse({ ...base, config: values }).success,
    ).toBe(false);
  });

  it('answers the create body', () => {
    const values = formValues(
      fields,
      { threshold: '5', tokens: [{ token: '0x1' }], events: ['push'] },
      false,
    );
    const r = detectorFormSchema(SCHEMA, fields, false).parse({ ...base, config: values });
    expect(r.destinations).toEqual([{ tenantDestinationId: 4 }]);
    expect(r.config).toMatchObject({ threshold: '5', tokens: [{ token: '0x1', threshold: '1%' }] });
  });
});

describe('fieldLabels', () => {
  it('never lets a nested field rename a top-level one of the same key', () => {
    const labels = fieldLabels(
      fieldsOf(
        {
          properties: {
            threshold: { type: 'string', title: 'Native condition' },
            tokens: {
              type: 'array',
              items: {
                type: 'object',
                properties: { threshold: { type: 'string', title: 'Condition' } },
              },
            },
          },
        },
        {},
      ),
    );
    expect(labels['config.threshold']).toBe('Native condition');
    expect(labels.threshold).toBe('Condition');
  });

  it('names a list row’s field with its row in the summary', () => {
    const labels = fieldLabels(
      fieldsOf(
        {
          properties: {
            tokens: {
              type: 'array',
              title: 'Tokens',
              items: {
                type: 'object',
                properties: { token: { type: 'string', title: 'Token address' } },
              },
            },
          },
        },
        {},
      ),
    );
    expect(labelOf('config.tokens.1.token', labels)).toBe('Token 2 › Token address');
  });
});
