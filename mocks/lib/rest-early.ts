/**
 * A thread started for a page that wants the whole service at once (any screen but the first:
 * `firstScreen` false in its start message) is told so by its name too (REST_AT_ONCE), which it
 * can read before its own modules have run: imported first by ../service-thread.ts, this module
 * asks for the rest of the service (../service-rest.ts, the larger part of its code) then, so
 * that it downloads while those modules run, instead of after them and the start message. The
 * thread's own import of it later takes the same module.
 */
import { REST_AT_ONCE } from './thread-protocol';

const { name } = globalThis as { name?: unknown };
if (typeof name === 'string' && name.endsWith(REST_AT_ONCE)) {
  // A failure to load is the thread's own import's to report (the requests that need it fail).
  import('../service-rest').catch(() => undefined);
}
