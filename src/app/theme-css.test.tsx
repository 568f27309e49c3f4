// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { installDomStubs } from '@/test/dom-stubs';
import { cssVariablesResolver, theme } from '@/styles/theme';

installDomStubs();

const FILE = 'src/styles/theme.css';
const HEADER = `/*
 * Generated from src/styles/theme.ts: the <style> elements Mantine's MantineProvider writes at run
 * time (the theme's CSS variables, the responsive classes), as a stylesheet (ThemeProvider.tsx).
 * Do not edit: \`npm run theme:css\` writes it again, and theme-css.test.tsx fails until it does.
 */
`;

/** What MantineProvider writes in the page for our theme. */
function mantineOutput(): string {
  const { container, unmount } = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {null}
    </MantineProvider>,
  );
  const css = [...container.querySelectorAll('style[data-mantine-styles]')]
    .map((s) => s.innerHTML.replaceAll('}', '}\n'))
    .join('');
  unmount();
  return css;
}

it("the theme's stylesheet is what Mantine writes for the theme", () => {
  const expected = HEADER + mantineOutput();
  if (process.env.WRITE_THEME_CSS) writeFileSync(FILE, expected);
  expect(expected).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled)');
  expect(expected).toContain('.mantine-visible-from-md');
  expect(readFileSync(FILE, 'utf8'), 'src/styles/theme.css is stale: npm run theme:css').toBe(
    expected,
  );
});
