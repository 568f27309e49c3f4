import { describe, expect, it } from 'vitest';
import { validateConfig } from './detector-config';

const schema = (pattern: string, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { value: { type: 'string', title: 'Value', pattern, ...extra } },
});

describe('detector config messages', () => {
  it('say what a known pattern asks for, in words', () => {
    expect(validateConfig(schema('^\\d+$'), { value: '-5' }).errors).toEqual([
      "config.value: '-5' is not a valid value: digits only, a whole number without sign, decimal point or separators",
    ]);
    expect(validateConfig(schema('^\\d+$'), { value: '12' }).errors).toEqual([]);
  });

  it('name an unknown pattern by the field’s description, and never show the expression', () => {
    const s = schema('^[a-z]{3}$', { description: 'Three letters' });
    expect(validateConfig(s, { value: 'abcd' }).errors).toEqual([
      "config.value: 'abcd' is not a valid value (Three letters)",
    ]);
    expect(validateConfig(schema('^[a-z]{3}$'), { value: 'abcd' }).errors).toEqual([
      "config.value: 'abcd' is not a valid value",
    ]);
  });
});

describe('detector config: the assertions a registered schema may use beyond the catalogue’s', () => {
  const registered = {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: {
      n: { type: 'integer', exclusiveMinimum: 0, multipleOf: 5 },
      list: { type: 'array', maxItems: 2, uniqueItems: true, items: { type: 'string' } },
      c: { const: 'x' },
      note: { type: ['string', 'null'] },
    },
  };

  it('says each violated rule once, naming the field', () => {
    expect(
      validateConfig(registered, { n: -3, list: ['a', 'a', 'b'], c: 'y', note: 3, other: true })
        .errors,
    ).toEqual([
      'config.n: must be more than 0',
      'config.n: must be a multiple of 5',
      'config.list: takes at most 2 items',
      'config.list: must not repeat an item',
      'config.c: must be "x"',
      'config.note: must be a string or null',
      'config.other: is not a field of this config',
    ]);
    expect(validateConfig(registered, {}).errors).toEqual(['config: needs at least 1 field']);
  });

  it('takes a config within them, and extra fields by additionalProperties’ own schema', () => {
    expect(
      validateConfig(registered, { n: 10, list: ['a', 'b'], c: 'x', note: null }).errors,
    ).toEqual([]);
    const open = { type: 'object', additionalProperties: { type: 'number' } };
    expect(validateConfig(open, { a: 1, b: 'two' }).errors).toEqual(['config.b: must be a number']);
  });
});
