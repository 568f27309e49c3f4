import type { z } from 'zod/mini';

/**
 * A schema built the first time anything reads it: to every reader (zod's own functions, a
 * form's resolver, the mock) it is the schema itself, through a Proxy that builds it on the first
 * property read. For request bodies: the console parses one only when a form submits it (the
 * service and the mock check the rest), but zod builds a schema when its module runs, and every
 * screen ran its resources' modules — on the first screen the search, project, tenant and usage
 * bodies were a third of the schemas its entry built (docs/performance.md, "Cold load").
 *
 * Not for response schemas: a response is parsed on every answer, and each read through the
 * Proxy costs a call. Unlike `lazySchema` (src/lib/fallback.ts), which gives routes a Standard
 * Schema and a `schema()` to build, this one stands in for the schema wherever it is passed.
 */
export function deferred<S extends z.core.$ZodType>(build: () => S): S {
  let built: S | undefined;
  const schema = (): S => (built ??= build());
  // What zod and the form resolver ask of a schema: its properties, whether it has one (`'_zod'
  // in schema` tells zod 4 from 3) and its prototype. The empty target only anchors the Proxy.
  return new Proxy({} as S, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => key in schema(),
    getPrototypeOf: () => Object.getPrototypeOf(schema()) as object | null,
  });
}
