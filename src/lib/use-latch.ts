import { useState } from 'react';

/**
 * True from the first render where `condition` holds, and from then on. For parts loaded on
 * first use (a lazy dialog): they load when first needed, then stay mounted, so they keep their
 * state and close with their transition.
 */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
