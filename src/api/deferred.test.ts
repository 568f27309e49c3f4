import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { zodResolver } from '@hookform/resolvers/zod';
import { deferred } from './deferred';

const build = () =>
  z.strictObject({ name: z.string().check(z.minLength(1, { error: 'name is required' })) });

describe('deferred', () => {
  it('builds the schema on the first read, once', () => {
    const spy = vi.fn(build);
    const schema = deferred(spy);
    expect(spy).not.toHaveBeenCalled();
    expect(z.safeParse(schema, { name: 'a' }).success).toBe(true);
    expect(schema.parse({ name: 'b' })).toEqual({ name: 'b' });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('parses and refuses as the schema itself does', () => {
    const result = z.safeParse(deferred(build), { name: '', extra: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      z.safeParse(build(), { name: '', extra: 1 }).error?.issues.map((issue) => issue.message),
    );
  });

  it("stands in for the schema in zod's own functions and in a schema built from it", () => {
    const schema = deferred(build);
    expect(Object.keys(schema.shape)).toEqual(['name']);
    expect(z.partial(schema).parse({})).toEqual({});
    expect(z.pick(schema, { name: true }).safeParse({ name: '' }).success).toBe(false);
    expect(z.array(schema).parse([{ name: 'a' }])).toEqual([{ name: 'a' }]);
  });

  it("gives a form's resolver the schema's messages", async () => {
    const resolve = zodResolver(deferred(build));
    const { errors, values } = await resolve({ name: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(values).toEqual({});
    expect(errors.name?.message).toBe('name is required');
  });
});
