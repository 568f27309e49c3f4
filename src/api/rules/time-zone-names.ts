/**
 * Time zones of the histogram `timezone` parameter: one parser for the console (the URL's zone,
 * the picker) and the mock (its 400s). No library here: this module is light enough for the URL
 * schemas of the first screen; offsets over time live in `./time-zones`.
 */
const MINUTE = 60_000;
const OFFSET = /^([+-])(\d{2})(?::?(\d{2}))?$/;

/** `+05:30` / `-01:00` from an offset in milliseconds (east positive). */
export function formatOffset(ms: number): string {
  const sign = ms < 0 ? '-' : '+';
  const abs = Math.round(Math.abs(ms) / MINUTE);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/** Milliseconds of a `±HH:MM` / `±HHMM` / `±HH` offset, or undefined when `tz` is no offset. */
export function parseOffset(tz: string): number | undefined {
  const m = OFFSET.exec(tz);
  if (!m) return undefined;
  const hours = Number(m[2]);
  const minutes = Number(m[3] ?? '0');
  if (hours > 14 || minutes > 59 || (hours === 14 && minutes > 0)) {
    throw new RangeError(`Invalid time zone offset '${tz}': must be between -14:00 and +14:00`);
  }
  const ms = (hours * 60 + minutes) * MINUTE;
  return m[1] === '-' ? -ms : ms;
}

// Validating a name builds an Intl formatter, far too slow to repeat per bucket.
const zoneNames = new Map<string, string>();

/**
 * Normalises a `timezone` parameter: `UTC` for absent, `Z`, `UTC` or a zero offset; `+05:30`
 * style for offsets (`+0530`, `+05`); the canonical IANA name otherwise.
 */
export function parseTimeZone(tz: string | undefined): string {
  if (tz === undefined) return 'UTC';
  const t = tz.trim();
  if (t === '' || t === 'Z' || t.toUpperCase() === 'UTC') return 'UTC';
  const offset = parseOffset(t);
  if (offset !== undefined) return offset === 0 ? 'UTC' : formatOffset(offset);
  const known = zoneNames.get(t);
  if (known !== undefined) return known;
  // Intl accepts some offset spellings itself; only names (with a letter) are taken from it.
  if (/^[A-Za-z]/.test(t)) {
    try {
      const name = new Intl.DateTimeFormat('en-US', { timeZone: t }).resolvedOptions().timeZone;
      zoneNames.set(t, name);
      return name;
    } catch {
      // fall through to the error below
    }
  }
  throw new RangeError(
    `Invalid time zone '${tz}': expected an IANA name like Europe/Berlin, an offset like +02:00, or UTC`,
  );
}

/** Whether `tz` is a time zone the service accepts. */
export function isTimeZone(tz: string): boolean {
  try {
    parseTimeZone(tz);
    return true;
  } catch {
    return false;
  }
}
