/**
 * A service that answers in two stages: a first, small one that can answer some requests as
 * soon as it is up, and the whole service, loaded after it. The demo's service thread
 * (mocks/service-thread.ts) answers the first screen's requests with its first stage while the
 * rest of its code is still to load and run, and loads that rest when told to (the page is idle
 * with its first screen drawn), when a request needs it, or at once (`restNow`, where the page
 * wants more than the first stage answers).
 *
 * Order is kept: while a request waits for the rest, every request after it waits too, so a
 * read never overtakes a write sent before it. Should the rest not load, the requests for it
 * fail (the thread answers each with a 500) and the first stage goes on answering its own.
 */
export type Answer<R, A> = (request: R) => Promise<A>;

export interface Stages<R, A> {
  /** The first stage's answer, or undefined (at once) when it cannot answer this request. */
  first: (request: R) => Promise<A> | undefined;
  /** Loads the whole service. */
  rest: () => Promise<Answer<R, A>>;
  /** Load the rest now rather than when told to or needed. */
  restNow: boolean;
}

export interface Staged<R, A> {
  ask: Answer<R, A>;
  /** Loads the rest now, if it is not loaded or on its way. */
  loadRest: () => void;
}

export function stagedAnswers<R, A>({ first, rest, restNow }: Stages<R, A>): Staged<R, A> {
  let whole: Answer<R, A> | null = null;
  let loading: Promise<Answer<R, A>> | null = null;
  let waiting = 0;
  const loadRest = () =>
    (loading ??= rest().then((answer) => {
      whole = answer;
      return answer;
    }));
  // A rest that fails to load fails the requests that wait for it, each with its own answer.
  const loadSoon = () => void loadRest().catch(() => undefined);
  if (restNow) loadSoon();
  const ask: Answer<R, A> = async (request) => {
    const early = whole || waiting > 0 ? undefined : first(request);
    if (early) return early;
    waiting++;
    try {
      return await (whole ?? (await loadRest()))(request);
    } finally {
      waiting--;
    }
  };
  return { ask, loadRest: loadSoon };
}
