/**
 * A worker has no localStorage, and MSW's cookie store asks for it when its module loads (it
 * throws without one; only in Node does it do without). The demo's cookie jar is empty anyway
 * (./tough-cookie-lite.ts), so the service thread gives it this memory, gone with the thread.
 * Imported before MSW by mocks/service-thread.ts; the demo's own data is kept by the page.
 */
if (typeof globalThis.localStorage === 'undefined') {
  const items = new Map<string, string>();
  const memory: Storage = {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: memory });
}
