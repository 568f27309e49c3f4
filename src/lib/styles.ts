import {
  createElement,
  lazy,
  use,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import type * as MantineThemeModule from '@/styles/mantine-theme';

/**
 * Mantine's stylesheet and theme in two parts (README, Architecture). The first screen draws
 * plain elements with Mantine's classes (src/components/plain): its part of the stylesheet comes
 * with the entry (`src/styles/first-screen.css`, imported by main.tsx) and it reads no theme.
 * The rest (the components the console draws, `src/styles/all.css`; Mantine's whole stylesheet in
 * development) and the theme (Mantine's defaults merged with ours, with Mantine's theme context)
 * follow once the first screen has rendered. Whatever shows a Mantine component waits
 * for them and is drawn inside a `ThemeScope`: every route but the projects list (the root
 * route's beforeLoad; `ThemedOutlet`) and the first screen's own lazy parts (`lazyStyled`).
 */
type Loaded = typeof MantineThemeModule;

let all: Promise<unknown> | undefined;
let loaded: Loaded | null = null;
const listeners = new Set<() => void>();

export function allStyles(): Promise<unknown> {
  all ??= Promise.all([
    // The build's: the components the console draws (scripts/mantine-styles.mjs keeps the list).
    import.meta.env.DEV ? import('@/styles/whole.css') : import('@/styles/all.css'),
    import('@/styles/mantine-theme').then((m) => {
      loaded = m;
      for (const listener of listeners) listener();
    }),
  ]);
  return all;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mantine's theme context with the theme, for what it wraps; suspends until they have loaded. */
export function ThemeScope({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
  if (!theme) use(allStyles());
  return theme
    ? createElement(theme.MantineThemeContext, { value: theme.mantineTheme }, children)
    : null;
}

/**
 * React.lazy for a first-screen part (dialogs, bars): it shows with the whole stylesheet, inside
 * a ThemeScope.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyStyled<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), allStyles()]);
    const Part: ComponentType<ComponentProps<T>> = module.default;
    const Themed = (props: ComponentProps<T>) =>
      createElement(ThemeScope, null, createElement(Part, props));
    return { default: Themed };
  });
}
