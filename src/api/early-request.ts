/**
 * Where the first request sent early is left, `{url, body, key, response}`: a global, for the
 * head's script (no module) leaves it there.
 */
export const EARLY_REQUEST_GLOBAL = '__vigilFirstRequest';

export interface EarlyRequest {
  url: string;
  body: string;
  key: string;
  response: Promise<Response>;
}

const holder = globalThis as unknown as Record<string, EarlyRequest | undefined>;

/** Leaves the demo's early request (mocks/browser.ts), as the head's script leaves its own. */
export function leaveEarlyResponse(early: EarlyRequest): void {
  holder[EARLY_REQUEST_GLOBAL] = early;
}

/**
 * The answer to the first screen's request, sent before the console asked (./first-request.ts),
 * when this request is that one: the same URL, body and key. The first request to its URL takes
 * it, whatever it asks: a later one would read an old answer.
 */
export function takeEarlyResponse(
  url: string,
  body: string | undefined,
  key: string | null,
): Promise<Response> | undefined {
  const early = holder[EARLY_REQUEST_GLOBAL];
  if (early?.url !== url) return undefined;
  delete holder[EARLY_REQUEST_GLOBAL];
  return early.body === body && early.key === key ? early.response : undefined;
}
