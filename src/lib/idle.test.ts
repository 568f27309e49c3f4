// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each test: whether the person has used the page is the module's state. */
async function load() {
  vi.resetModules();
  return import('./idle');
}
let idle: (() => void)[] = [];
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', (id: number) => (idle[id - 1] = () => undefined));
});
afterEach(() => vi.unstubAllGlobals());
/** The idle callbacks asked for so far, once the promise callbacks of the events have run. */
const runIdle = async () => {
  await Promise.resolve();
  idle.splice(0).forEach((run) => run());
};

describe('whenEngaged', () => {
  it('waits for the first use of the page, then for the browser to be idle', async () => {
    const { whenEngaged } = await load();
    const run = vi.fn();
    whenEngaged(run);
    await runIdle();
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointermove'));
    expect(run).not.toHaveBeenCalled();
    await runIdle();
    expect(run).toHaveBeenCalledTimes(1);
    // Once used, later calls wait only for the browser.
    const later = vi.fn();
    whenEngaged(later);
    await runIdle();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('counts a key or a touch as use, and runs nothing cancelled', async () => {
    const { whenEngaged } = await load();
    const kept = vi.fn();
    const dropped = vi.fn();
    whenEngaged(kept);
    whenEngaged(dropped)();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    await runIdle();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();

    const { whenEngaged: fresh } = await load();
    const touched = vi.fn();
    const cancel = fresh(touched);
    window.dispatchEvent(new Event('touchstart'));
    await Promise.resolve(); // its idle callback asked for, then cancelled
    cancel();
    await runIdle();
    expect(touched).not.toHaveBeenCalled();
  });
});
