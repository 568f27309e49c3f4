/** Builds the service's full-text (`query_string`) queries from UI filters (gap row 53 syntax). */

/** A value as a quoted phrase, so spaces and reserved characters stay literal. */
export function phrase(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** `field:value` for a present value: numbers bare, text as a phrase. */
export function fieldIs(
  field: string,
  value: string | number | undefined | null,
): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return `${field}:${typeof value === 'number' ? value : phrase(value)}`;
}

/** The present clauses joined with AND, each parenthesised so a user's OR stays contained. */
export function allOf(...clauses: (string | undefined | false)[]): string | undefined {
  const present = clauses.filter((c): c is string => typeof c === 'string' && c.trim() !== '');
  if (present.length <= 1) return present[0];
  return present.map((c) => `(${c})`).join(' AND ');
}
