import { describe, expect, it } from 'vitest';
import { schemaFields } from './schema-fields';

describe('schemaFields', () => {
  it('lists fields in ui:order with types, required flags and rules in words', () => {
    const fields = schemaFields(
      {
        required: ['threshold'],
        properties: {
          severity: {
            type: 'number',
            title: 'Severity',
            enum: [-1, 0.5],
            enumNames: ['Auto', 'High'],
            default: -1,
          },
          threshold: { type: 'string', title: 'Threshold', pattern: '^\\d+$' },
          code: { type: 'string', pattern: '^[A-Z]{3}$' },
          tokens: { type: 'array', title: 'Tokens', items: { type: 'object' }, minItems: 1 },
          apiKey: { type: 'string', title: 'API key', format: 'password' },
          score: { type: 'integer', minimum: 0, maximum: 100 },
        },
      },
      { 'ui:order': ['threshold', 'tokens', 'apiKey', 'score', 'severity', 'code'] },
    );
    expect(fields.map((f) => f.key)).toEqual([
      'threshold',
      'tokens',
      'apiKey',
      'score',
      'severity',
      'code',
    ]);
    // A pattern of the catalogue in words; one it does not know, as written.
    expect(fields[0]).toMatchObject({
      required: true,
      rules: ['digits only, a whole number without sign, decimal point or separators'],
    });
    expect(fields[5]).toMatchObject({ rules: ['matches ^[A-Z]{3}$'] });
    expect(fields[1]).toMatchObject({ type: 'list of object', rules: ['at least 1 item'] });
    expect(fields[2]).toMatchObject({ type: 'secret', rules: ['write-only: never shown back'] });
    expect(fields[3]).toMatchObject({ title: 'score', rules: ['0 to 100'] });
    expect(fields[4]).toMatchObject({ rules: ['one of Auto, High'], defaultValue: '-1' });
  });
});
