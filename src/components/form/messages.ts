import type { FieldErrors, FieldValues } from 'react-hook-form';
import { capitalise } from '@/lib/words';

/**
 * Labels of a form's fields by path, by path without its row numbers, or by last segment:
 * `{ gasLimit: 'Gas limit', 'alerts.name': 'Alert {1} › Alert name' }` (`{1}` is the first row's
 * number as the user counts, from 1).
 */
export type FieldLabels = Record<string, string>;

/** `gasLimit` → `Gas limit`, `tenantDestinationId` → `Tenant destination id`. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return capitalise(words);
}

const lastName = (path: string) =>
  path
    .split('.')
    .filter((s) => !/^\d+$/.test(s))
    .pop() ?? path;

export function labelOf(path: string, labels: FieldLabels = {}): string {
  const segments = path.split('.');
  const rows = segments.filter((s) => /^\d+$/.test(s)).map((s) => Number(s) + 1);
  const key = segments.filter((s) => !/^\d+$/.test(s)).join('.');
  const ofRows = labels[key]?.replace(/\{(\d)\}/g, (_, n: string) => String(rows[Number(n) - 1]));
  return labels[path] ?? ofRows ?? labels[lastName(path)] ?? humanize(lastName(path));
}

/**
 * A rule's message in the user's words: the API field name it may start with becomes the field's
 * label (`gasLimit must be greater than 0` → `Gas limit must be greater than 0`).
 */
export function userMessage(path: string, message: string, labels: FieldLabels = {}): string {
  const name = lastName(path);
  const label = labelOf(path, labels);
  const m = message.trim();
  const replaced = m.startsWith(`${name} `) ? `${label}${m.slice(name.length)}` : m;
  return capitalise(replaced);
}

/** A summary line: the message, prefixed by the field's label unless it already names it. */
export function summaryLine(path: string, message: string, labels: FieldLabels = {}): string {
  const text = userMessage(path, message, labels);
  const label = labelOf(path, labels);
  return text.toLowerCase().startsWith(label.toLowerCase()) ? text : `${label}: ${text}`;
}

/** A line of the error summary, and the form field it is about (a link to it) when known. */
export interface SummaryItem {
  text: string;
  path?: string;
}

/**
 * Flattens react-hook-form errors into summary lines in the user's words, each with its field's
 * path; fields named in `order` first, in that order.
 */
export function fieldMessages<T extends FieldValues>(
  errors: FieldErrors<T>,
  labels: FieldLabels = {},
  prefix = '',
  order: readonly string[] = [],
): SummaryItem[] {
  const out: SummaryItem[] = [];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const entries = Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b));
  for (const [key, value] of entries) {
    if (key === 'root' || !value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string' && value.message) {
      out.push({ text: summaryLine(path, value.message, labels), path });
    } else {
      out.push(...fieldMessages(value as FieldErrors<FieldValues>, labels, path));
    }
  }
  return out;
}
