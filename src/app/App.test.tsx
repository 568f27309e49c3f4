// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '@/test/dom-stubs';
import type * as Styles from '@/lib/styles';
import type { AppRouter } from './router';

// The whole stylesheet's loader, watched; the router, a stand-in (this is about what App loads).
const allStyles = vi.fn(() => Promise.resolve());
vi.mock('@/lib/styles', async (original) => ({
  ...(await original<typeof Styles>()),
  allStyles,
}));
vi.mock('@tanstack/react-router', () => ({ RouterProvider: () => <p>the screen</p> }));

beforeAll(installDomStubs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('App', () => {
  it('loads the whole stylesheet once the first screen is idle, before any use of the page', async () => {
    // Waiting for the first pointer or wheel put its parse and restyle on the first scroll (the
    // side-by-side's scroll phase: 0 → 10 frames over 50 ms): it loads while the person reads.
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { App } = await import('./App');
    const { findByText } = render(
      <App queryClient={new QueryClient()} router={{} as unknown as AppRouter} />,
    );
    await findByText('the screen');
    expect(allStyles).not.toHaveBeenCalled();
    act(() => idle.splice(0).forEach((run) => run()));
    expect(allStyles).toHaveBeenCalledTimes(1);
  });
});
