import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` (a live countdown without a timer per caller);
 * `null` holds it still (nothing counts down).
 */
export function useNow(intervalMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (intervalMs === null) return;
    const t = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}
