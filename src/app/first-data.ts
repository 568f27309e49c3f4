import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/api/project/queries';

/**
 * Resolves when none of the first screen's queries (the projects list's) is fetching, or after
 * `ms`: main.tsx renders the shell and the rows in one pass when the list's answer comes within
 * that wait. Only the list's: the header's tenant, which the shell's loader asks for, leaves in
 * live mode only once the entry has run (the list's request left with the head's script), and
 * the first render waited a round trip more for it (~75 ms of a local service; its brand draws
 * when it comes).
 */
export function firstData(queryClient: QueryClient, ms: number): Promise<void> {
  const fetching = () => queryClient.isFetching({ queryKey: projectKeys.all });
  return new Promise((resolve) => {
    if (fetching() === 0) return resolve();
    const timer = window.setTimeout(done, ms);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (fetching() === 0) done();
    });
    function done() {
      window.clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}
