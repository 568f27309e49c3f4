import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { createAppRouter, preloadScreenCode } from './router';

describe('preloadScreenCode', () => {
  it("starts loading every route of a deep link's screen before the router's first load", () => {
    const router = createAppRouter(createQueryClient());
    const load = vi.spyOn(router, 'loadRouteChunk').mockReturnValue(Promise.resolve());
    preloadScreenCode(router, '/actions/9001');
    const ids = load.mock.calls.map(([route]) => String(route.id));
    expect(ids).toEqual(['__root__', '/_app', '/_app/actions/$actionId/']);
  });

  it('leaves a failed download for the router to report, not as an unhandled rejection', async () => {
    const router = createAppRouter(createQueryClient());
    // A plain function, not a spy: vitest's spies track a returned promise's outcome, which
    // would handle the rejection themselves.
    let calls = 0;
    router.loadRouteChunk = () => {
      calls += 1;
      return Promise.reject(new Error('chunk gone'));
    };
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadScreenCode(router, '/usage');
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(calls).toBeGreaterThan(0);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
