/**
 * Offsets of the histogram zones over time: one function for the console (zone picker, axis
 * ticks, CSV) and the mock (bucketing). Offsets of IANA zones come from `@date-fns/tz` (the
 * runtime's zone data through Intl); no hand-written zone arithmetic.
 */
import { tzOffset } from '@date-fns/tz';
import { parseOffset, parseTimeZone } from './time-zone-names';

const MINUTE = 60_000;

/** The offset (ms, east positive) of a zone at an instant; `tz` as `parseTimeZone` accepts. */
export function zoneOffset(tz: string | undefined, ts: number): number {
  const name = parseTimeZone(tz);
  if (name === 'UTC') return 0;
  const fixed = parseOffset(name);
  if (fixed !== undefined) return fixed;
  return Math.round(tzOffset(name, new Date(ts)) * MINUTE);
}
