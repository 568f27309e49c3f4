/**
 * The alert feed's filters as one query in the service's full-text (Lucene) syntax, and the time
 * window they cover. Pure: the feed, its chips and its charts build their bodies from here.
 */

import { RANGE_PRESETS, type RangePreset } from './alert-ranges';

export interface TimeWindow {
  from: number;
  to: number;
}

/** A preset counts back from `now`; a custom range is its own bounds (swapped if reversed). */
export function timeWindow(
  range: RangePreset | 'custom',
  now: number,
  start?: number,
  end?: number,
): TimeWindow {
  if (range === 'custom' && start !== undefined && end !== undefined)
    return start <= end ? { from: start, to: end } : { from: end, to: start };
  const length = RANGE_PRESETS[range === 'custom' ? '7d' : range];
  return { from: Math.max(0, now - length), to: now };
}

/** Characters with a meaning in the query syntax. */
const SPECIAL = /[+\-=&|><!(){}[\]^"~*?:\\/\s]/g;

/** A value as one literal term: every special character escaped. */
export function escapeTerm(value: string | number): string {
  return String(value).replace(SPECIAL, (c) => `\\${c}`);
}

export interface AlertFilters {
  /** The user's own query text, ANDed with the rest. */
  q?: string | undefined;
  severity?: readonly string[] | undefined;
  category?: string | undefined;
  projectId?: number | undefined;
  contractId?: number | undefined;
  detectorId?: number | undefined;
  triggerId?: number | undefined;
}

/**
 * A message of the service about a query `alertQuery` made, with its positions counted in the
 * user's own text `q` (which that query starts with, in parentheses); a position past that text
 * (a group left open runs into the filters after it) is its end.
 */
export function inUserQuery(message: string, q: string): string {
  const lead = q.length - q.trimStart().length;
  const length = q.trim().length;
  return message.replace(/\bat position (\d+)/g, (_, n: string) => {
    const at = Number(n) - 1;
    return at >= 0 && at < length ? `at position ${at + lead}` : 'at the end of the query';
  });
}

/** One clause per filter, ANDed; the user's text is grouped so its ORs stay inside. */
export function alertQuery(f: AlertFilters, window?: TimeWindow): string {
  const clauses: string[] = [];
  const q = f.q?.trim();
  if (q) clauses.push(`(${q})`);
  if (f.severity?.length)
    clauses.push(
      f.severity.length === 1
        ? `severity:${escapeTerm(f.severity[0] ?? '')}`
        : `severity:(${f.severity.map(escapeTerm).join(' OR ')})`,
    );
  if (f.category) clauses.push(`tags:${escapeTerm(f.category)}`);
  if (f.projectId !== undefined) clauses.push(`projectId:${f.projectId}`);
  if (f.contractId !== undefined) clauses.push(`contractId:${f.contractId}`);
  if (f.detectorId !== undefined) clauses.push(`detectorId:${f.detectorId}`);
  if (f.triggerId !== undefined) clauses.push(`meta.triggerId:${f.triggerId}`);
  if (window) clauses.push(`timestamp:[${window.from} TO ${window.to}]`);
  return clauses.join(' AND ');
}

/**
 * The time window of one bar of a histogram: from its start to just before the next bar (the
 * last one ends with the range), clipped to the range. Works for calendar intervals too, since
 * the service's own bucket starts are used.
 */
export function bucketWindow(
  starts: readonly number[],
  index: number,
  range: TimeWindow,
): TimeWindow {
  const start = starts[index];
  if (start === undefined) return range;
  const next = starts[index + 1];
  return {
    from: Math.max(start, range.from),
    to: next === undefined ? range.to : Math.min(next - 1, range.to),
  };
}
