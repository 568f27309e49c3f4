/**
 * Stand-in for `tough-cookie` inside the demo bundle (vite.config.ts aliases it for the browser
 * build only). MSW keeps a cookie jar in the browser for handlers that read `request.cookies`;
 * the service authenticates with bearer keys and no handler reads or sets a cookie, so the jar
 * (and the public-suffix list behind it) is 26 kB of the demo's first load that buys nothing.
 * It answers as an empty jar: no cookies to send, none kept.
 */
export class Cookie {
  static fromJSON(): Cookie | null {
    return null;
  }
  toJSON(): Record<string, unknown> {
    return {};
  }
}

export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, Cookie>>> = {};
}

export class CookieJar {
  constructor(readonly store?: MemoryCookieStore) {}
  getCookiesSync(): Cookie[] {
    return [];
  }
  setCookie(): Promise<void> {
    return Promise.resolve();
  }
}
