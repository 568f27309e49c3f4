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
