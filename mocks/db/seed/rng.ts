/** '00' … 'ff': the seed draws tens of thousands of hex bytes (hashes, addresses). */
const HEX_BYTE = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** mulberry32: a tiny deterministic PRNG so every seed run produces the same data. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p: number) => next() < p,
    hex: (bytes: number) => {
      let s = '';
      for (let i = 0; i < bytes; i++) s += HEX_BYTE[Math.floor(next() * 256)];
      return s;
    },
  };
}
export type Rng = ReturnType<typeof createRng>;

const HOUR = 3600 * 1000;
let anchor: number | undefined;

/**
 * Seeded data is anchored to the start of the UTC hour the process first seeds in, and stays
 * there for the process's life (a page, a test file, the HTTP mock): recent always (anchored to
 * the day, a demo opened in the evening had nothing since midnight), and every seed and reset of
 * one process, and every test reading the seed, agree on it, even across an hour's boundary.
 */
export function seedNow(): number {
  anchor ??= Math.floor(Date.now() / HOUR) * HOUR;
  return anchor;
}
export const DAY = 24 * 3600 * 1000;
