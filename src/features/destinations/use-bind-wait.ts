import { useEffect, useState } from 'react';

/** How often the page asks whether the chat is bound, and for how long before it stops. */
export const BIND_POLL_MS = 3_000;
export const BIND_WAIT_MS = 5 * 60_000;

/**
 * The live wait of the binding step: poll while waiting, stop after `waitMs` (nobody sent the
 * message, or the bot is down), and wait again when the user asks to check again.
 */
export function useBindWait(waitMs = BIND_WAIT_MS) {
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setTimedOut(true), waitMs);
    return () => clearTimeout(t);
  }, [round, waitMs]);
  return {
    timedOut,
    /** The query's refetch interval for the current state. */
    pollMs: timedOut ? (false as const) : BIND_POLL_MS,
    restart: () => {
      setTimedOut(false);
      setRound((r) => r + 1);
    },
  };
}
