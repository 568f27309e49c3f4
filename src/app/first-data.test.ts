// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectKeys } from '@/api/project/queries';
import { tenantQueries } from '@/api/tenant/queries';
import { firstData } from './first-data';

/** A query that stays fetching until `answer` is called. */
function pending(client: QueryClient, queryKey: readonly unknown[]) {
  let answer: (value: unknown) => void = () => undefined;
  void client.prefetchQuery({
    queryKey,
    queryFn: () => new Promise((resolve) => (answer = resolve)),
  });
  return () => answer({ data: [] });
}

describe('firstData: what the first render waits for', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  const settled = async (p: Promise<void>) => {
    let done = false;
    void p.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return () => done;
  };

  it("waits for the projects list's answer", async () => {
    const answer = pending(client, projectKeys.list({ size: 25 }));
    const isDone = await settled(firstData(client, 250));
    expect(isDone()).toBe(false);
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
  });

  it("does not wait for the header's tenant", async () => {
    pending(client, tenantQueries.detail(1).queryKey);
    const isDone = await settled(firstData(client, 250));
    expect(client.isFetching()).toBe(1);
    expect(isDone()).toBe(true);
  });

  it('waits no longer than its bound for a slow list', async () => {
    pending(client, projectKeys.list({ size: 25 }));
    const isDone = await settled(firstData(client, 250));
    await vi.advanceTimersByTimeAsync(249);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
  });
});
