import { z } from 'zod/mini';

/**
 * Values read from outside the console's control — the URL, the build's environment — degrade
 * gracefully: missing or malformed, they fall back instead of throwing. Every route's URL schema
 * is built with these. zod/mini, because route schemas ride in the entry (README, Architecture).
 */
export const orUndefined = <T extends z.core.SomeType>(schema: T) =>
  z.catch(z.optional(schema), undefined);

export const orDefault = <T extends z.core.SomeType>(
  schema: T,
  fallback: z.util.NoUndefined<z.output<T>>,
) => z.catch(z._default(schema, fallback), fallback);

/** A schema built on first use: a Standard Schema (what routes take), `parse`, and the schema. */
export interface LazySchema<S extends z.ZodMiniType> {
  readonly '~standard': S['~standard'];
  parse(input: unknown): z.output<S>;
  schema(): S;
}

/**
 * A route's URL schema, built on its first use. The route tree defines every route when the
 * console starts, and building all their schemas was ~60 ms at 1x of the entry's first task (a
 * long task on every cold load); a page parses only its own. Routes take it as `validateSearch`:
 * the router reads its types, and validates, through `~standard` as with the schema itself.
 */
export function lazySchema<S extends z.ZodMiniType>(build: () => S): LazySchema<S> {
  let schema: S | undefined;
  const get = () => (schema ??= build());
  // The types are the schema's own (`types` exists only for type inference, never at run time).
  const standard = {
    version: 1,
    vendor: 'zod',
    validate: (value: unknown) => get()['~standard'].validate(value),
  } as S['~standard'];
  return { '~standard': standard, parse: (input) => z.parse(get(), input), schema: get };
}
