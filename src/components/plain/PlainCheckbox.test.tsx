// @vitest-environment jsdom
import { Checkbox, MantineProvider } from '@mantine/core';
import checkboxClasses from '@mantine-classes/Checkbox/Checkbox.module.mjs';
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/styles/theme';
import { installDomStubs } from '@/test/dom-stubs';
import { drawn, type Shape } from '@/test/mantine-shape';
import { PlainCheckbox } from './PlainCheckbox';

installDomStubs();

describe("the plain checkbox is drawn as Mantine's Checkbox", () => {
  it("is one input with the classes of Mantine's root and input, its icon a background", () => {
    const mantine = (ui: ReactElement): Shape => {
      const all = drawn(ui);
      const find = (of: Shape, cls: string | undefined): Shape | undefined =>
        of.classes.includes(cls ?? '') ? of : of.children.map((c) => find(c, cls)).find(Boolean);
      const root = find(all, checkboxClasses.root);
      const input = find(all, checkboxClasses.input);
      if (!root || !input) throw new Error("Mantine's checkbox has no root or input");
      // The root's variables (size, colours) and variant; not the label's layout (InlineInput).
      return {
        tag: 'input',
        classes: [checkboxClasses.root ?? '', ...input.classes].sort(),
        data: { 'data-variant': root.data['data-variant'] ?? '', ...input.data },
        children: [],
      };
    };
    expect(drawn(<PlainCheckbox aria-label="Row" readOnly checked />)).toEqual(
      mantine(<Checkbox aria-label="Row" readOnly checked />),
    );
    expect(drawn(<PlainCheckbox aria-label="All" readOnly indeterminate />)).toEqual(
      mantine(<Checkbox aria-label="All" readOnly indeterminate />),
    );
    // The icons drawn as the background are the paths of Mantine's own.
    const css = readFileSync('src/components/plain/PlainCheckbox.module.css', 'utf8');
    const { container } = render(
      <MantineProvider theme={theme}>
        <Checkbox aria-label="Row" readOnly checked />
        <Checkbox aria-label="All" readOnly indeterminate />
      </MantineProvider>,
    );
    const [check, dash] = container.querySelectorAll('svg');
    expect(css).toContain(`d='${check?.querySelector('path')?.getAttribute('d')}'`);
    const rect = dash?.querySelector('rect');
    expect(css).toContain(
      `viewBox='${dash?.getAttribute('viewBox')}'%3E%3Crect width='${rect?.getAttribute('width')}' height='${rect?.getAttribute('height')}' rx='${rect?.getAttribute('rx')}'`,
    );
  });
});
