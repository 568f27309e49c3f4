import type { MantineTheme } from '@mantine/core';
import { lazy, useSyncExternalStore, type ComponentType } from 'react';

/**
 * Mantine's stylesheet and theme in two parts (README, Architecture). The first screen draws
 * plain elements with Mantine's classes (src/components/plain): its part of the stylesheet comes
 * with the entry (`src/styles/first-screen.css`, imported by main.tsx) and it reads no theme.
 * The whole stylesheet and the theme (Mantine's defaults merged with ours, for its components'
 * JS) follow once the first screen has rendered, and whatever shows a Mantine component waits
 * for them: every route but the projects list (the root route's beforeLoad) and the first
 * screen's own lazy parts (`lazyStyled`).
 */
let all: Promise<unknown> | undefined;
let theme: MantineTheme | null = null;
const listeners = new Set<() => void>();

export function allStyles(): Promise<unknown> {
  all ??= Promise.all([
    import('@/styles/all.css'),
    import('@/styles/mantine-theme').then((m) => {
      theme = m.mantineTheme;
      for (const listener of listeners) listener();
    }),
  ]);
  return all;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme for Mantine's theme context: null until `allStyles()` has brought it. */
export function useLoadedTheme(): MantineTheme | null {
  return useSyncExternalStore(
    subscribe,
    () => theme,
    () => theme,
  );
}

/** React.lazy for a first-screen part (dialogs, bars): it shows with the whole stylesheet. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyStyled<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), allStyles()]);
    return module;
  });
}
