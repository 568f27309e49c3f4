import { useDeferredValue, type ReactNode } from 'react';

/**
 * Its children render after the rest of the page, in a render React may interrupt and splits
 * into short tasks: what a page shows below its summary (tables, scripts, history) no longer
 * lengthens the task that draws the summary, and input is answered while it renders. Put it at
 * the end of a page, so nothing moves when it appears.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : null;
}
