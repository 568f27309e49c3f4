import { describe, expect, it } from 'vitest';
import { runBulk } from './bulk';

const name = (n: number) => `row ${n}`;

describe('runBulk', () => {
  it('marks only the final row as last and reports progress for every row', async () => {
    const seen: [number, boolean][] = [];
    const progress: number[] = [];
    const failures = await runBulk(
      [1, 2, 3],
      {
        run: (n, { last }) => {
          seen.push([n, last]);
          return Promise.resolve();
        },
      },
      name,
      (d) => progress.push(d),
    );
    expect(failures).toEqual([]);
    expect(seen).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(progress).toEqual([1, 2, 3]);
  });

  it('collects failures and settles with what went through when the final row fails', async () => {
    let settled: readonly number[] = [];
    const failures = await runBulk(
      [1, 2, 3],
      {
        run: (n) => (n === 2 || n === 3 ? Promise.reject(new Error('gone')) : Promise.resolve()),
        settle: (ok) => {
          settled = ok;
          return Promise.resolve();
        },
      },
      name,
      () => undefined,
    );
    expect(failures.map((f) => f.name)).toEqual(['row 2', 'row 3']);
    expect(failures[0]?.message).toContain('gone');
    expect(settled).toEqual([1]);
  });

  it('does not settle when the final row went through', async () => {
    let calls = 0;
    await runBulk(
      [1, 2],
      {
        run: (n) => (n === 1 ? Promise.reject(new Error('no')) : Promise.resolve()),
        settle: () => {
          calls++;
          return Promise.resolve();
        },
      },
      name,
      () => undefined,
    );
    expect(calls).toBe(0);
  });
});
