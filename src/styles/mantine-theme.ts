import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { theme } from './theme';

/** The whole Mantine theme: Mantine's defaults with ours, as MantineThemeProvider merges them. */
export const mantineTheme = mergeMantineTheme(DEFAULT_THEME, theme);
