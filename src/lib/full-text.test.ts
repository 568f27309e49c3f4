import { describe, expect, it } from 'vitest';
import { allOf, fieldIs, phrase } from './full-text';
import { groupProblem } from './query-groups';

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

  it('finds the group a user left open or closed too often, where it is', () => {
    expect(groupProblem('severity:HIGH AND (')).toBe(
      'The "(" at character 19 is never closed: add a ")" after its group.',
    );
    expect(groupProblem('a) OR (b')).toBe(
      'The ")" at character 2 closes no group: remove it or add a "(" before it.',
    );
    expect(groupProblem('alertName:"Large (transfer')).toBe(
      'The quote at character 11 is never closed: add a closing ".',
    );
    expect(groupProblem('path:/a(b')).toMatch(/regular expression at character 6/);
  });

  it('takes whole groups, escapes, and brackets inside phrases and expressions', () => {
    for (const ok of [
      '',
      'severity:(HIGH OR LOW) AND NOT (tags:viewed)',
      'alertName:"a ) b ( c"',
      'name:\\(x\\)',
      'path:/a(b/ AND amount:[1 TO 5}',
      'url:http\\://x/y',
      'a/b',
    ])
      expect(groupProblem(ok), ok).toBeNull();
  });
});
