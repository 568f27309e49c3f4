import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledGate } from './settled-gate';

// Node has no requestIdleCallback: the gate waits 500 ms there for the browser's idle.
describe('settledGate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits while the first request is out, however long, then runs once idle', () => {
    const run = vi.fn();
    const gate = settledGate(run);
    gate.asked();
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    gate.answered();
    vi.advanceTimersByTime(600);
    expect(run).toHaveBeenCalledTimes(1);
    gate.asked();
    gate.answered();
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the requests the answer led to, asked before the browser was idle', () => {
    const run = vi.fn();
    const gate = settledGate(run);
    gate.asked();
    gate.answered();
    vi.advanceTimersByTime(1);
    // The screen rendered the answer and asked for two more before the idle callback.
    gate.asked();
    gate.asked();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    gate.answered();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    gate.answered();
    vi.advanceTimersByTime(600);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback on a screen that asks nothing', () => {
    const run = vi.fn();
    settledGate(run, 3000);
    vi.advanceTimersByTime(2900);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(700);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
