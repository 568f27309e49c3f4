/**
 * Runs `run` once, when the page's screen has its answers: no request in flight, at least one
 * answered, and the browser idle after the render of the last (which may ask for more). A screen
 * that asks nothing gets it after `fallbackMs`. The demo starts MSW's service worker with it
 * (mocks/browser.ts): idle alone came while a deep link waited for its first answer, and MSW's
 * ~40 kB then shared the network with the screen's next requests.
 * (Not src/lib/idle.ts: the entry would export it for this demo-only module, bytes on the first
 * screen of live mode.)
 */
const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: 2000 })
    : setTimeout(run, 500);

/** Resolves when the browser is next idle: steps of work apart, each in a task of its own. */
export const nextIdle = () => new Promise<void>((resolve) => whenIdle(resolve));

export function settledGate(run: () => void, fallbackMs = 3000) {
  let inFlight = 0;
  let anyAnswered = false;
  let waiting = false;
  let done = false;
  const tryRun = () => {
    if (done || waiting || inFlight > 0) return;
    waiting = true;
    clearTimeout(fallback);
    whenIdle(() => {
      waiting = false;
      if (done || inFlight > 0) return;
      done = true;
      run();
    });
  };
  const fallback = setTimeout(() => anyAnswered || tryRun(), fallbackMs);
  return {
    /** A request went out. */
    asked: () => {
      inFlight += 1;
    },
    /** Its answer came (or it failed): after the screen's render of it, if nothing else is out. */
    answered: () => {
      inFlight -= 1;
      anyAnswered = true;
      setTimeout(tryRun);
    },
  };
}
