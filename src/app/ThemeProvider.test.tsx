// @vitest-environment jsdom
import { MantineContext } from '@mantine/core';
import { act, render } from '@testing-library/react';
import { memo, use, useState } from 'react';
import { expect, it } from 'vitest';
import { installDomStubs } from '@/test/dom-stubs';
import { ThemeProvider } from './ThemeProvider';

installDomStubs();

it('keeps its context while the scheme stays: a redraw above it does not redraw every component', () => {
  const seen: unknown[] = [];
  // Memoised, like a Mantine component under a page that did not change: only the context
  // redraws it.
  const Reader = memo(function Reader() {
    const context = use(MantineContext);
    seen.push(context);
    return <span>{context?.colorScheme}</span>;
  });
  const reader = <Reader />;
  let redraw: () => void = () => undefined;
  let toggle: () => void = () => undefined;
  function Above() {
    const [, setCount] = useState(0);
    redraw = () => setCount((n) => n + 1);
    return (
      <ThemeProvider>
        <Scheme />
        {reader}
      </ThemeProvider>
    );
  }
  function Scheme() {
    const context = use(MantineContext);
    toggle = () => context?.setColorScheme(context.colorScheme === 'dark' ? 'light' : 'dark');
    return null;
  }
  render(<Above />);
  const first = seen.length;
  act(() => redraw());
  act(() => redraw());
  expect(seen).toHaveLength(first);
  act(() => toggle());
  expect(seen.length).toBeGreaterThan(first);
  expect(seen.at(-1)).not.toBe(seen[0]);
});
