// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BIND_POLL_MS, BIND_WAIT_MS, useBindWait } from './use-bind-wait';

describe('useBindWait', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls until the wait runs out, then stops until asked to check again', () => {
    const { result } = renderHook(() => useBindWait());
    expect(result.current).toMatchObject({ timedOut: false, pollMs: BIND_POLL_MS });
    act(() => void vi.advanceTimersByTime(BIND_WAIT_MS - 1));
    expect(result.current.timedOut).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ timedOut: true, pollMs: false });

    act(() => result.current.restart());
    expect(result.current).toMatchObject({ timedOut: false, pollMs: BIND_POLL_MS });
    act(() => void vi.advanceTimersByTime(BIND_WAIT_MS));
    expect(result.current.timedOut).toBe(true);
  });
});
