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
