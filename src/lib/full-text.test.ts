import { describe, expect, it } from 'vitest';
import { allOf, fieldIs, phrase } from './full-text';

describe('full-text query builders', () => {
  it('quotes text and escapes quotes and backslashes; numbers stay bare', () => {
    expect(phrase('a "b" \\ c')).toBe('"a \\"b\\" \\\\ c"');
    expect(fieldIs('contractId', 1001)).toBe('contractId:1001');
    expect(fieldIs('scoreGroup', 'security')).toBe('scoreGroup:"security"');
    expect(fieldIs('scoreGroup', '')).toBeUndefined();
  });

  it('joins present clauses with AND in parentheses', () => {
    expect(allOf(undefined, false)).toBeUndefined();
    expect(allOf('a:1')).toBe('a:1');
    expect(allOf('a:1 OR a:2', undefined, 'NOT tags:viewed')).toBe(
      '(a:1 OR a:2) AND (NOT tags:viewed)',
    );
  });
});
