import { afterEach, expect, it, vi } from 'vitest';
import { REST_AT_ONCE, THREAD_NAME } from './thread-protocol';

const loaded = vi.fn();
vi.mock('../service-rest', () => {
  loaded();
  return { completeService: vi.fn() };
});

const scope = globalThis as { name?: string };

afterEach(() => {
  vi.resetModules();
  delete scope.name;
  loaded.mockClear();
});

it("asks for the service's rest as it loads in a thread named for the whole service", async () => {
  scope.name = THREAD_NAME + REST_AT_ONCE;
  await import('./rest-early');
  await vi.waitFor(() => expect(loaded).toHaveBeenCalledOnce());
});

it("leaves the rest for later in the first screen's thread, and where there is no name", async () => {
  scope.name = THREAD_NAME;
  await import('./rest-early');
  vi.resetModules();
  delete scope.name;
  await import('./rest-early');
  // The import it would have started has had its turns to run.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(loaded).not.toHaveBeenCalled();
});
