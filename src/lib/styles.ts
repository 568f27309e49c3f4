import { lazy, type ComponentType } from 'react';

/**
 * Mantine's stylesheet in two parts (README, Architecture). The first screen's components come
 * with the entry (`src/styles/first-screen.css`, imported by main.tsx): a third of the whole, which blocked
 * the first paint. The whole of it follows once the first screen has rendered, and whatever
 * shows a component the first screen does not have waits for it: every route but the projects
 * list (the root route's beforeLoad) and the first screen's own lazy parts (`lazyStyled`).
 */
let all: Promise<unknown> | undefined;

export function allStyles(): Promise<unknown> {
  all ??= import('@/styles/all.css');
  return all;
}

/** React.lazy for a first-screen part (dialogs, bars): it shows with the whole stylesheet. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyStyled<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), allStyles()]);
    return module;
  });
}
