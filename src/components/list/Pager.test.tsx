// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pager } from './Pager';

const offered = () =>
  within(screen.getByRole('combobox', { name: 'Rows per page' }))
    .getAllByRole('option')
    .map((o) => o.textContent);

const pager = (size: number, total: number | null) => (
  <Pager from={0} size={size} total={total} shown={0} onChange={() => {}} />
);

describe('Pager', () => {
  it('offers page sizes up to the first that holds every row, and the one in use', () => {
    const { rerender } = render(pager(25, 2));
    expect(offered()).toEqual(['10 / page', '25 / page']);
    rerender(pager(10, 2));
    expect(offered()).toEqual(['10 / page']);
    rerender(pager(25, 600));
    expect(offered()).toEqual([
      '10 / page',
      '25 / page',
      '50 / page',
      '100 / page',
      '1,000 / page',
    ]);
    rerender(pager(25, 1204));
    expect(offered()).toHaveLength(6);
    rerender(pager(25, null));
    expect(offered()).toHaveLength(6);
  });
});
