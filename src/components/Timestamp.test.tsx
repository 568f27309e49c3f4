// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUtc } from '@/lib/time-pref';
import { Timestamp } from './Timestamp';

const at = Date.UTC(2026, 6, 3, 23, 28);

describe('Timestamp', () => {
  afterEach(() => act(() => setUtc(false)));

  it('shows the day alone when asked, with the time in the hint, in the chosen zone', () => {
    act(() => setUtc(true));
    render(<Timestamp value={at} dateOnly />);
    const shown = screen.getByText('Jul 3, 2026 UTC');
    expect(shown.tagName).toBe('TIME');
    expect(shown).toHaveAttribute('datetime', '2026-07-03T23:28:00.000Z');
    expect(shown).toHaveAttribute(
      'title',
      expect.stringMatching(/^Jul 3, 2026, 11:28\s?PM UTC · /),
    );
  });

  it('shows date and time, with the other zone in the hint', () => {
    act(() => setUtc(true));
    render(<Timestamp value={at} />);
    expect(screen.getByText(/^Jul 3, 2026, 11:28\s?PM UTC$/)).toBeInTheDocument();
  });

  it("draws a list's Updated column with the formatters the start has already built", async () => {
    // A fresh copy of the modules: the ones above keep the formatters the tests before built.
    vi.resetModules();
    const format = await import('@/lib/format');
    const { Timestamp: Fresh } = await import('./Timestamp');
    format.warmFormatters();
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      render(<Fresh value={at} dateOnly />);
      expect(screen.getByText('Jul 3, 2026')).toHaveAttribute('title');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});
