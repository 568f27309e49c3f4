import { DEFAULT_THEME, createTheme, darken, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  // People who ask their system for less motion get no transitions (modals, drawers, menus).
  respectReducedMotion: true,
  primaryColor: 'indigo',
  // Shade 8 keeps white text on filled buttons above the WCAG AA contrast ratio.
  primaryShade: { light: 8, dark: 7 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace:
    'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontWeight: '650' },
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } } },
    Badge: { defaultProps: { autoContrast: true } },
    Button: { defaultProps: { autoContrast: true } },
    // Typing into a searchable select highlights the first match, so Enter picks a single match.
    // Its list opens on a click or on typing, not on focus: a form that refused its submit
    // focuses the first field in error, and an open list covered that field's message.
    Select: { defaultProps: { selectFirstOptionOnChange: true, openOnFocus: false } },
    MultiSelect: { defaultProps: { openOnFocus: false } },
  },
});

/**
 * Mantine's light-variant text, outline and dimmed colours fall under WCAG AA on small text:
 * use darker shades in the light scheme and lighter ones in the dark scheme.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // A field's example text: Mantine's gray-5 is 2.1:1 on white; between gray-6 and 7, ~5:1.
    '--mantine-color-placeholder':
      'color-mix(in srgb, var(--mantine-color-gray-6), var(--mantine-color-gray-7))',
    // Mantine's red-6 error text is 3.6:1 on white; red-9 is above 4.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // Dark-3 is 2.5:1 on a dark field; between dark-2 and 1, ~5:1.
    '--mantine-color-placeholder':
      'color-mix(in srgb, var(--mantine-color-dark-2), var(--mantine-color-dark-1))',
    // Error text (field messages) at AA contrast on the dark body.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  };
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    // Shade 9 on shade 1 is under 4.5:1 for orange, yellow or teal at badge size.
    const strong = darken(shades[9], 0.3);
    light[`--mantine-color-${name}-light`] = `var(--mantine-color-${name}-0)`;
    light[`--mantine-color-${name}-light-color`] = strong;
    light[`--mantine-color-${name}-outline`] = strong;
    light[`--mantine-color-${name}-filled`] = `var(--mantine-color-${name}-8)`;
    dark[`--mantine-color-${name}-light-color`] = `var(--mantine-color-${name}-2)`;
    dark[`--mantine-color-${name}-outline`] = `var(--mantine-color-${name}-3)`;
    dark[`--mantine-color-${name}-filled`] = `var(--mantine-color-${name}-8)`;
  }
  // Mantine names no primary outline colour; the plain badges (src/components/plain) read this.
  const variables = { '--vigil-primary-outline': `var(--mantine-color-${t.primaryColor}-outline)` };
  return { variables, light, dark };
};
