import { queryFieldTerms } from './query-groups';

/**
 * What a query applied says of a plain value that a field with a closed set of values
 * (`severity`) never holds, or null: it matches nothing, and the service says nothing of it
 * (`severity:SUPER` read as "no alerts"). Any case; a wildcard (`HI*`) is the service's to judge.
 * Apart from ./query-groups, which the usage dashboards' boxes load too: only the alert feed's
 * fields have a closed set.
 */
export function unknownValuesNote(
  query: string | undefined,
  fields: readonly { field: string; values?: readonly string[]; closed?: boolean }[],
  records: string,
): string | null {
  const notes = queryFieldTerms(query ?? '').flatMap(({ name, value }) => {
    const field = fields.find((f) => f.closed && f.field === name);
    if (!field?.values || value === undefined || /[*?]/.test(value)) return [];
    const known = field.values.some((v) => v.toLowerCase() === value.toLowerCase());
    return known ? [] : [`${name}:${value}`];
  });
  if (notes.length === 0) return null;
  const names = [...new Set(notes)];
  const sets = [...new Set(names.map((n) => n.split(':')[0]))].map((name) => {
    const values = fields.find((f) => f.field === name)?.values ?? [];
    return `${name} is one of ${values.join(', ')}`;
  });
  return `No ${records} have ${names.join(', ')} (${sets.join('; ')}): it matches nothing.`;
}
