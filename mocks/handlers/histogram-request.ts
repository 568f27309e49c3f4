/** The `{from, to, interval, query?, timezone?}` body shared by the usage and alert histograms. */
import { badRequest } from '../lib/errors';
import { parseInterval } from '../../src/api/rules/intervals';
import { parseTimeZone } from '../../src/api/rules/time-zone-names';
import { tryQuery } from './full-text';

export interface HistogramBody {
  from: number;
  to: number;
  interval: string;
  query?: string | undefined;
  timezone?: string | undefined;
}

type Rec = Record<string, unknown>;
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** A type literal (not the helper's interface) so it fits the loose response schemas. */
type Bucket = { ts: number; bucket: Record<string, unknown> };

export interface HistogramRun<T> {
  data: Bucket[];
  /** The items that matched the query inside [from, to]. */
  matched: T[];
}

/**
 * Checks every rule of the body (one error per violated rule, each naming its field), then
 * buckets the items matching `query` with timestamps in [from, to]. `empty` gives each bucket
 * its zero value, so empty buckets have the same shape as the others.
 */
export async function runHistogram<T extends object>(
  items: readonly T[],
  body: HistogramBody,
  ts: (item: T) => number,
  empty: () => Record<string, unknown>,
  add: (acc: Record<string, unknown>, item: T) => void,
): Promise<HistogramRun<T>> {
  // Loaded by the first histogram, not with the demo: the first screen draws none. (The interval
  // and time zone rules come with the console's entry: a dynamic import would add to it.)
  const { histogram } = await import('../../src/api/rules/buckets');
  const errors: string[] = [];
  if (body.from > body.to) errors.push('to: must not be before from');
  try {
    parseInterval(body.interval);
  } catch (err) {
    errors.push(`interval: ${message(err)}`);
  }
  let timezone = 'UTC';
  try {
    timezone = parseTimeZone(body.timezone);
  } catch (err) {
    errors.push(`timezone: ${message(err)}`);
  }
  const predicate = await tryQuery(body.query, errors);
  if (errors.length || !predicate) throw badRequest('Validation failed', errors);

  // Records are plain JSON objects; the query reads fields by name.
  const matched = items.filter((item) => {
    const t = ts(item);
    return t >= body.from && t <= body.to && predicate(item as unknown as Rec);
  });
  try {
    const data = histogram(matched, {
      from: body.from,
      to: body.to,
      interval: body.interval,
      timezone,
      ts,
      bucket: (acc, item) => {
        if (Object.keys(acc).length === 0) Object.assign(acc, empty());
        add(acc, item);
      },
    });
    return {
      data: data.map((b): Bucket => ({
        ts: b.ts,
        bucket: Object.keys(b.bucket).length ? b.bucket : empty(),
      })),
      matched,
    };
  } catch (err) {
    // The only failure left is a range that needs too many buckets for the interval.
    if (err instanceof RangeError)
      throw badRequest('Validation failed', [`interval: ${err.message}`]);
    throw err;
  }
}
