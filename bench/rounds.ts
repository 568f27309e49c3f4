/** A request seen on the wire: what it was (method, URL, body) and when it started and ended. */
export interface Seen {
  key: string;
  start: number;
  end: number;
}

/**
 * Requests, repeats and rounds. A round is a request that starts only after another has ended:
 * the rounds are the longest such chain (1 when everything is asked for at once, 2 when one
 * request waits for another's answer). `unchained`: requests counted but never waited for (none
 * starts after them for their answer). `bench/requests.ts` and the screens' tests share it.
 */
export function summarise(seen: readonly Seen[], unchained: (s: Seen) => boolean = () => false) {
  const keys = new Set<string>();
  let repeats = 0;
  for (const s of seen) {
    if (keys.has(s.key)) repeats += 1;
    keys.add(s.key);
  }
  const sorted = [...seen].sort((a, b) => a.start - b.start);
  const depth = new Map<Seen, number>();
  for (const s of sorted) {
    const before = sorted
      .filter((o) => o !== s && o.end <= s.start && !unchained(o))
      .map((o) => depth.get(o) ?? 1);
    depth.set(s, before.length ? Math.max(...before) + 1 : 1);
  }
  return { requests: seen.length, repeats, rounds: Math.max(0, ...depth.values()), depth };
}
