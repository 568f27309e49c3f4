import { describe, expect, it, vi } from 'vitest';
import { stagedAnswers } from './staged-answers';

/** A promise and the hands that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (cause: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Requests are strings; the first stage answers the ones starting with "read". */
function service(restNow = false) {
  const rest = deferred<(request: string) => Promise<string>>();
  const load = vi.fn(() => rest.promise);
  const { ask, loadRest } = stagedAnswers<string, string>({
    first: (request) =>
      request.startsWith('read') ? Promise.resolve(`first:${request}`) : undefined,
    rest: load,
    restNow,
  });
  const whole = (request: string) => Promise.resolve(`rest:${request}`);
  return { ask, loadRest, load, rest, whole };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('stagedAnswers', () => {
  it('answers what the first stage can without loading the rest, and loads it when told to', async () => {
    const { ask, loadRest, load, rest, whole } = service();
    await expect(ask('read a')).resolves.toBe('first:read a');
    await expect(ask('read b')).resolves.toBe('first:read b');
    await flush();
    expect(load).not.toHaveBeenCalled();
    loadRest();
    loadRest();
    expect(load).toHaveBeenCalledTimes(1);
    rest.resolve(whole);
    await flush();
    // Once the rest is in, it answers everything, the first stage's requests too.
    await expect(ask('read c')).resolves.toBe('rest:read c');
    await expect(ask('write d')).resolves.toBe('rest:write d');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the rest at once with restNow', () => {
    const { load } = service(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps order: after a request that waits for the rest, the first stage answers nothing', async () => {
    const { ask, load, rest, whole } = service();
    const answered: string[] = [];
    const write = ask('write x').then((a) => answered.push(a));
    expect(load).toHaveBeenCalledTimes(1);
    const read = ask('read y').then((a) => answered.push(a));
    await flush();
    // The read did not overtake the write it came after.
    expect(answered).toEqual([]);
    rest.resolve(whole);
    await Promise.all([write, read]);
    expect(answered).toEqual(['rest:write x', 'rest:read y']);
  });

  it('fails every request for a rest that did not load; the first stage still answers its own', async () => {
    const { ask, load, rest } = service();
    const waiting = ask('write x');
    rest.reject(new Error('chunk failed'));
    await expect(waiting).rejects.toThrow('chunk failed');
    await expect(ask('write z')).rejects.toThrow('chunk failed');
    await expect(ask('read y')).resolves.toBe('first:read y');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
