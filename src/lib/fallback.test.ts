import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { lazySchema, orDefault, orUndefined } from './fallback';

describe('lazySchema', () => {
  it('builds its schema on first use, once, and parses as the schema does', () => {
    const build = vi.fn(() => z.object({ n: orDefault(z.int(), 1), s: orUndefined(z.string()) }));
    const lazy = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(lazy.parse({ n: 'x', s: 's' })).toEqual({ n: 1, s: 's' });
    expect(lazy['~standard'].validate({ n: 3 })).toEqual({ value: { n: 3 } });
    expect(lazy.schema()).toBe(lazy.schema());
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('reports a failure through `~standard` as the router expects, and throws from parse', () => {
    const lazy = lazySchema(() => z.object({ n: z.int() }));
    const result = lazy['~standard'].validate({ n: 'x' });
    expect('issues' in result && result.issues?.[0]?.path).toEqual(['n']);
    expect(() => lazy.parse({ n: 'x' })).toThrow();
  });
});
