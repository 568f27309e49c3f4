import {
  localStorageColorSchemeManager,
  MantineContext,
  useProviderColorScheme,
} from '@mantine/core';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';

const colorSchemeManager = localStorageColorSchemeManager({ key: 'vigil.color-scheme' });
const getRootElement = () => document.documentElement;

/**
 * Mantine's provider (its MantineProvider, composed from the same exported parts) for a first
 * screen that draws no Mantine component (src/components/plain):
 * - no `<style>` elements written at run time: the theme's CSS variables and the responsive
 *   classes come from a stylesheet generated from the same theme (src/styles/theme.css, kept
 *   equal to Mantine's output by theme-css.test.tsx);
 * - no theme context: it comes with the theme and the rest of Mantine's styles, around whatever
 *   draws Mantine's components (`ThemeScope`, src/lib/styles.ts). Mantine's default theme, its
 *   colour functions and variables resolver were ~9 kB gzip of the first screen.
 * The colour scheme is Mantine's own, from the first render.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme: 'auto',
    forceColorScheme: undefined,
    manager: colorSchemeManager,
    getRootElement,
  });
  // theme.respectReducedMotion: what MantineProvider's useRespectReduceMotion does.
  useLayoutEffect(() => {
    getRootElement().setAttribute('data-respect-reduced-motion', 'true');
  }, []);
  // One value while the scheme stays: a new one would redraw every Mantine component.
  const context = useMemo(
    () => ({
      colorScheme,
      setColorScheme,
      clearColorScheme,
      getRootElement,
      classNamesPrefix: 'mantine',
      cssVariablesSelector: ':root',
      withStaticClasses: true,
    }),
    [colorScheme, setColorScheme, clearColorScheme],
  );
  return <MantineContext value={context}>{children}</MantineContext>;
}
