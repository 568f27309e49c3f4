import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { theme } from './theme';

/**
 * Mantine's theme context comes from here, with the theme: the module that declares it also
 * holds Mantine's default theme and its colour functions, which the first screen never reads
 * (src/lib/styles.ts).
 */
export { MantineThemeContext } from '@mantine/core';

/** The whole Mantine theme: Mantine's defaults with ours, as MantineThemeProvider merges them. */
export const mantineTheme = mergeMantineTheme(DEFAULT_THEME, theme);
