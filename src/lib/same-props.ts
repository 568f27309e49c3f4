/**
 * Props alike for `memo` when each is the same or, for a plain object (a search, a range, made
 * anew on every render), holds the same values one level down: what is drawn with them skips a
 * render that would change nothing (one long task on a slow phone). Functions and arrays compare
 * by identity.
 */
export function sameProps<P extends object>(a: P, b: P): boolean {
  const same = (x: unknown, y: unknown) =>
    x === y ||
    (typeof x === 'object' &&
      typeof y === 'object' &&
      x !== null &&
      y !== null &&
      !Array.isArray(x) &&
      Object.keys(x).length === Object.keys(y).length &&
      Object.entries(x).every(([k, v]) => (y as Record<string, unknown>)[k] === v));
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => same(a[k as keyof P], b[k as keyof P]))
  );
}
