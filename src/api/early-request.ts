import { EARLY_REQUEST_GLOBAL } from '@/lib/first-screen';

interface EarlyRequest {
  url: string;
  body: string;
  key: string;
  response: Promise<Response>;
}

/**
 * The answer to the first screen's request, which the head's script sent before the console's
 * code had loaded (scripts/boot-preload.ts), when this request is that one: the same URL, body
 * and key. The first request to its URL takes it, whatever it asks: a later one would read an
 * old answer.
 */
export function takeEarlyResponse(
  url: string,
  body: string | undefined,
  key: string | null,
): Promise<Response> | undefined {
  const holder = globalThis as unknown as Record<string, EarlyRequest | undefined>;
  const early = holder[EARLY_REQUEST_GLOBAL];
  if (early?.url !== url) return undefined;
  delete holder[EARLY_REQUEST_GLOBAL];
  return early.body === body && early.key === key ? early.response : undefined;
}
