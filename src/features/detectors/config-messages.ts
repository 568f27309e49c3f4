/*
 * The config form's words: a validator's message as a form path and a message, and the labels
 * its error summary names fields by (./config-form.ts makes the fields).
 */
import { capitalise } from '@/lib/words';
import type { ConfigField } from './config-form';

/**
 * A validator message (`config.tokens[0].threshold: must be …`) as a form path and a message
 * in the user's words.
 */
export function issueOf(error: string): { path: (string | number)[]; message: string } {
  const at = error.indexOf(': ');
  const rawPath = at < 0 ? 'config' : error.slice(0, at);
  const message = at < 0 ? error : error.slice(at + 2);
  const path = rawPath
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  // Under its label, 'Required' (the rule's 'is required' read 'Is required' there).
  const words = message === 'is required' ? 'Required' : message;
  return { path, message: capitalise(words) };
}

/** A row of a list of objects, as its card and the summary name it: 'Tokens' → 'Token'. */
export const rowNoun = (listTitle: string) => listTitle.replace(/s$/, '');

/**
 * Field labels for the error summary ("Threshold: …"): top-level fields by their form path
 * (`config.threshold`), a list's row fields with their row ("Token 1 › Token address"), fields
 * inside objects by their key, so a nested `threshold` never renames a top-level one.
 */
export function fieldLabels(
  fields: readonly ConfigField[],
  prefix = 'config',
): Record<string, string> {
  const out: Record<string, string> = {};
  const nested = (list: readonly ConfigField[]) => {
    for (const f of list) {
      out[f.key] ??= f.title;
      if (f.kind === 'object' || f.kind === 'objectList') nested(f.fields);
    }
  };
  for (const f of fields) {
    out[`${prefix}.${f.key}`] = f.title;
    if (f.kind === 'objectList')
      for (const row of f.fields)
        out[`${prefix}.${f.key}.${row.key}`] = `${rowNoun(f.title)} {1} › ${row.title}`;
    if (f.kind === 'object' || f.kind === 'objectList') nested(f.fields);
  }
  return out;
}
