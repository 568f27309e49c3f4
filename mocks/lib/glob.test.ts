import { describe, expect, it } from 'vitest';
import { globMatch, parseGlob } from './glob';

const lucene = (p: string, s: string) => globMatch(parseGlob(p, '*', '?'), s);
const like = (p: string, s: string) => globMatch(parseGlob(p, '%', '_'), s);

describe('glob', () => {
  it('matches stars, single characters and escapes, case-insensitively', () => {
    expect(lucene('bal*', 'Balance below')).toBe(true);
    expect(lucene('*below', 'Balance below')).toBe(true);
    expect(lucene('b?l*', 'BALANCE')).toBe(true);
    expect(lucene('b?l', 'ball')).toBe(false);
    expect(lucene('a\\*b', 'a*b')).toBe(true);
    expect(lucene('a\\*b', 'axb')).toBe(false);
    expect(like('Lend%', 'Lending Protocol')).toBe(true);
    expect(like('%pro_ocol', 'lending protocol')).toBe(true);
    expect(like('100\\%', '100%')).toBe(true);
    expect(like('100\\%', '1000')).toBe(false);
  });

  it('answers a pathological pattern over a long text at once', () => {
    const text = 'a'.repeat(20_000);
    const started = performance.now();
    expect(lucene('*?*?*?*?*?!', text)).toBe(false);
    expect(like('%_%_%_%_%_!', text)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('hostile queries over HTTP-shaped calls', () => {
  it('the alert query that hung the service answers within a second', async () => {
    const { compileQuery } = await import('./lucene-query');
    const started = performance.now();
    const test = compileQuery('alertMessage:*?*?*?*?*?!');
    const message = `${'a'.repeat(5000)}`;
    expect(test({ alertMessage: message })).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a catastrophic regular expression with a syntax error', async () => {
    const { compileQuery } = await import('./lucene-query');
    expect(() => compileQuery('alertMessage:/(a+)+$/')).toThrow(/too long or too complex/);
    expect(() => compileQuery(`alertMessage:/${'a'.repeat(200)}/`)).toThrow(/too long/);
    expect(() => compileQuery('alertMessage:/bal.nce/')).not.toThrow();
  });
});
