import type { z } from 'zod/mini';

/**
 * A JVM (Jackson) service reads a number or boolean sent where its field is a string as that
 * value's text (scalar coercion is on by default): `"totpCode": 123456` is `"123456"`. The mock
 * does the same: the fields a failed parse says expected a string and got a number or boolean
 * are given their text, in a copy of the body, for a second parse (spec-gaps #29).
 * Answers the body unchanged when there is nothing to coerce.
 */
export function coerceScalars(body: unknown, issues: readonly z.core.$ZodIssue[]): unknown {
  const paths = issues
    .filter((i) => i.code === 'invalid_type' && i.expected === 'string')
    .map((i) => i.path)
    .filter((path) => {
      const v = at(body, path);
      return typeof v === 'number' || typeof v === 'boolean';
    });
  if (paths.length === 0) return body;
  const copy: unknown = structuredClone(body);
  for (const path of paths) {
    const parent = at(copy, path.slice(0, -1));
    const key = path[path.length - 1];
    if (parent && typeof parent === 'object' && key !== undefined) {
      const p = parent as Record<PropertyKey, unknown>;
      p[key] = String(p[key]);
    }
  }
  return copy;
}

function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let v = value;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}
