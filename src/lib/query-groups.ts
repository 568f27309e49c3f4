/**
 * A full-text query's groups, checked where the user types it (the alert feed's and the usage
 * dashboards' query boxes). Apart from ./full-text, which the route table carries on the first
 * screen (the scores' URL schema builds its queries), so that this rides with the boxes.
 */
/**
 * What is wrong with a user's query as one group: an unclosed `(` or `"`, or a `)` that closes
 * nothing. The console puts the user's text in parentheses before ANDing its own filters
 * (`alertQuery` in ./alert-query, `allOf` in ./full-text), so such a text is refused for a `)`
 * the user never typed, or, worse, closes the console's group early and ORs past its filters
 * (`a) OR (b`). Escapes (`\(`) and the insides of phrases and `/regular expressions/` are
 * literal. Positions count characters from 1. Null when the groups are whole; everything else
 * is the service's to judge.
 */
export function groupProblem(text: string): string | null {
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') {
      i++;
    } else if (c === '"' || (c === '/' && /^$|[\s(:]$/.test(text.slice(Math.max(0, i - 1), i)))) {
      const start = i;
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
      if (i >= text.length)
        return c === '"'
          ? `The quote at character ${start + 1} is never closed: add a closing ".`
          : `The regular expression at character ${start + 1} is never closed: add a closing /.`;
    } else if (c === '(') {
      open.push(i);
    } else if (c === ')' && open.pop() === undefined) {
      return `The ")" at character ${i + 1} closes no group: remove it or add a "(" before it.`;
    }
  }
  const unclosed = open.pop();
  return unclosed === undefined
    ? null
    : `The "(" at character ${unclosed + 1} is never closed: add a ")" after its group.`;
}

/** A field a query names, and the plain word it compares it to (none for a phrase, a range…). */
export interface FieldTerm {
  name: string;
  value?: string;
}

/**
 * The field names a query names (`type` and `network` in `type:api.call AND network:"x y"`),
 * outside phrases, regular expressions and escapes; `_exists_:name` names `name`.
 */
export function queryFieldNames(text: string): string[] {
  return queryFieldTerms(text).map((t) => t.name);
}

/** queryFieldNames with each field's plain value (`api.call`; not `"x y"`, `[1 TO 2]`, `(a b)`). */
export function queryFieldTerms(text: string): FieldTerm[] {
  const names: FieldTerm[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\') {
      i += 2;
    } else if (c === '"' || (c === '/' && /^$|[\s(:]$/.test(text.slice(Math.max(0, i - 1), i)))) {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
      i++;
    } else if (/[A-Za-z_]/.test(c ?? '') && (i === 0 || /[\s(+\-!]/.test(text[i - 1] ?? ''))) {
      const name = /^[A-Za-z_][\w.]*(?=:)/.exec(text.slice(i))?.[0];
      if (name === '_exists_') {
        names.push({ name: /^:([\w.]+)/.exec(text.slice(i + 8))?.[1] ?? '' });
        i += name.length + 1;
      } else if (name) {
        i += name.length + 1;
        const value = /^[^\s()"/[\]{}:]+(?=$|[\s)])/.exec(text.slice(i))?.[0];
        names.push(value === undefined ? { name } : { name, value });
      } else i++;
    } else i++;
  }
  return names.filter((n) => n.name !== '');
}

/**
 * What a query applied says of the fields it names that `known` does not know, or null: such a
 * field matches nothing, and the service says nothing of it (a typo read as "no results").
 */
export function unknownFieldsNote(
  query: string | undefined,
  known: (name: string) => boolean,
  records: string,
): string | null {
  const unknown = [...new Set(queryFieldNames(query ?? ''))].filter((n) => !known(n));
  return unknown.length
    ? `No field named ${unknown.join(', ')}: a field the ${records} do not have matches nothing.`
    : null;
}
