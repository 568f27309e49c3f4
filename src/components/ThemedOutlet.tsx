import { Outlet, useRouterState } from '@tanstack/react-router';
import { ThemeScope } from '@/lib/styles';

/**
 * The router's Outlet inside Mantine's theme (`ThemeScope`, src/lib/styles.ts), unless the route
 * it shows draws no Mantine component (`bare`: the first screen's). Decided by the matches drawn,
 * not the location, so a page never renders outside its scope while a navigation is pending.
 */
export function ThemedOutlet({ depth, bare }: { depth: number; bare: string }) {
  const routeId = useRouterState({ select: (s) => s.matches[depth]?.routeId });
  return routeId === bare ? (
    <Outlet />
  ) : (
    <ThemeScope>
      <Outlet />
    </ThemeScope>
  );
}
