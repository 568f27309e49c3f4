import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isHttpUrl } from '../../../src/api/common';
import { Store } from '../store';
import { seed } from '.';

const ORIGIN = 'http://localhost:4216';
const PUBLIC = fileURLToPath(new URL('../../../public/', import.meta.url));

/** Every icon or logo URL in the seeded store, with the table it came from. */
function seededImages(store: Store): { table: string; url: string }[] {
  const found: { table: string; url: string }[] = [];
  const walk = (table: string, value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (/icon|logo/i.test(key) && value !== '') found.push({ table, url: value });
    } else if (Array.isArray(value)) value.forEach((v) => walk(table, v, key));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(table, v, k);
  };
  for (const [table, rows] of Object.entries(store.snapshot().tables))
    for (const row of rows) walk(table, row.record);
  return found;
}

describe('the seed icons', () => {
  const store = new Store();
  seed(store, { assetOrigin: ORIGIN });
  const images = seededImages(store);

  it('are http(s) URLs on the origin that serves the data, each a file the console ships', () => {
    expect(new Set(images.map((i) => i.table))).toEqual(
      new Set(['tenant', 'project', 'contract', 'schema', 'detector', 'organisation']),
    );
    for (const { url } of images) {
      expect(isHttpUrl(url), url).toBe(true);
      expect(url.startsWith(`${ORIGIN}/seed-icons/`), url).toBe(true);
      expect(existsSync(`${PUBLIC}${url.slice(ORIGIN.length + 1)}`), url).toBe(true);
    }
  });

  it('default to the address of the HTTP mock when no origin is given', () => {
    const plain = new Store();
    seed(plain);
    const urls = seededImages(plain).map((i) => i.url);
    expect(urls.length).toBe(images.length);
    expect(urls.every((u) => u.startsWith('http://localhost:4010/seed-icons/'))).toBe(true);
  });
});
