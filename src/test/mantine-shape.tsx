import type { ReactElement } from 'react';
import { renderThemed } from './render-themed';

/**
 * What Mantine's stylesheet reads of an element: its tag, Mantine's classes on it (the `m_…`
 * names and the global focus, press and responsive ones, not the unstyled `mantine-X-root`
 * names), its data attributes, and the same of its children. The plain elements' tests
 * (src/components/plain) compare ours with Mantine's by it.
 */
export interface Shape {
  tag: string;
  classes: string[];
  data: Record<string, string>;
  children: Shape[];
}

const STYLED = /^(m_[0-9a-f]+|mantine-(focus-auto|active|rotate-rtl|(hidden|visible)-from-\w+))$/;

export function shape(el: Element): Shape {
  return {
    tag: el.tagName.toLowerCase(),
    classes: [...el.classList].filter((c) => STYLED.test(c)).sort(),
    data: Object.fromEntries(
      [...el.attributes].filter((a) => a.name.startsWith('data-')).map((a) => [a.name, a.value]),
    ),
    children: [...el.children].map(shape),
  };
}

/**
 * The shape of what `ui` draws (at `selector`, or its first element), with the CSS variables
 * named in `vars` as set on that element (the ones Mantine's rules read there).
 */
export function drawnWithVars(
  ui: ReactElement,
  selector?: string,
  vars: string[] = [],
): { shape: Shape; vars: string[] } {
  const { container, unmount } = renderThemed(ui);
  // MantineProvider's own <style> elements come first.
  const el = selector
    ? container.querySelector(selector)
    : [...container.children].find((c) => c.tagName !== 'STYLE');
  if (!el) throw new Error(`nothing drawn${selector ? ` at ${selector}` : ''}`);
  const drawnVars = vars.map((v) =>
    el instanceof HTMLElement ? el.style.getPropertyValue(v) : '',
  );
  const drawnShape = shape(el);
  unmount();
  return { shape: drawnShape, vars: drawnVars };
}

/** The shape of what `ui` draws (at `selector`, or its first element). */
export function drawn(ui: ReactElement, selector?: string): Shape {
  return drawnWithVars(ui, selector).shape;
}

/**
 * `of` with the elements wearing Mantine's class `wrapper` replaced by their children: Mantine's
 * wrappers a plain element leaves out, its own rule doing their work (the plain elements' tests).
 */
export function unwrapped(of: Shape, wrapper: string): Shape {
  return {
    ...of,
    children: of.children.flatMap((c) =>
      c.classes.includes(wrapper) ? c.children : [unwrapped(c, wrapper)],
    ),
  };
}
