import { describe, expect, it } from 'vitest';
import { parseJson } from './json-text';

describe('parseJson', () => {
  it('parses valid JSON', () => {
    expect(parseJson('{"a": [1, 2.5e3, true, null, "x\\n"]}')).toEqual({
      ok: true,
      value: { a: [1, 2500, true, null, 'x\n'] },
    });
  });

  it.each([
    ['{"a": 1,}', 1, 9, 'property name'],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, "Expected ',' or '}'"],
    ["{'a': 1}", 1, 2, 'double quotes'],
    ['[1, 2', 1, 6, 'end of JSON'],
    ['{"a": tru}', 1, 7, "Unexpected 't'"],
    ['{} x', 1, 4, 'after the JSON value'],
  ])('locates the mistake in %j', (text, line, column, message) => {
    const r = parseJson(text);
    expect(r).toMatchObject({ ok: false, line, column });
    expect(!r.ok && r.message).toContain(message);
  });
});
