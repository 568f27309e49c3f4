import { z } from 'zod/mini';

/**
 * Sizes of text fields, one copy for the console's forms and the mock's 400s (the interface
 * shows none; docs/spec-gaps.md). Generous for people, small enough that a body cannot be used
 * to fill the service with megabytes per field.
 */
export const LIMITS = {
  name: 200,
  shortText: 100,
  description: 5_000,
  message: 5_000,
  url: 2_048,
  address: 128,
  script: 20_000,
  paramValue: 10_000,
  query: 10_000,
} as const;

/**
 * The message is built when a value is too long, not when the schema is: every API schema uses
 * this at start-up, and the first `toLocaleString` call loads the number formatter (~10 ms on the
 * first screen's critical path).
 */
export const tooLong = (field: string, max: number) => ({
  error: () => `${field} must be at most ${max.toLocaleString('en-US')} characters`,
});

/** Trimmed text of 1 to LIMITS.name characters; `blank` is the message for an empty one. */
export const nameText = (field: string, blank: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: blank }),
      z.maxLength(LIMITS.name, tooLong(field, LIMITS.name)),
    );

/** A name that, when sent, must not be blank: trimmed, 1 to LIMITS.name characters. */
export const nonBlankName = () => nameText('name', 'name must not be blank');
/** A record's name where one is required: trimmed, 1 to LIMITS.name characters. */
export const requiredName = () => nameText('name', 'name is required');
