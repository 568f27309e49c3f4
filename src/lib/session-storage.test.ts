// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_PREFIX, forgetLiveKey, saveLiveConnection, storedLiveConnection } from './session';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the live connection kept between visits', () => {
  it('forgets the key on sign-out but offers the base URL again', () => {
    saveLiveConnection({ baseUrl: 'https://svc.example', apiKey: 'k.e.y' }, false);
    expect(storedLiveConnection()).toEqual({
      mode: 'live',
      baseUrl: 'https://svc.example',
      apiKey: 'k.e.y',
    });
    forgetLiveKey();
    expect(storedLiveConnection()).toEqual({
      mode: 'live',
      baseUrl: 'https://svc.example',
      apiKey: null,
    });
    expect(sessionStorage.getItem('vigil.live')).toBeNull();
    expect(localStorage.getItem('vigil.live')).toBeNull();
  });

  it('starts from a remembered key before the last base URL', () => {
    saveLiveConnection({ baseUrl: 'https://old.example', apiKey: 'o.l.d' }, false);
    forgetLiveKey();
    saveLiveConnection({ baseUrl: 'https://new.example', apiKey: 'n.e.w' }, true);
    sessionStorage.clear();
    expect(storedLiveConnection()).toMatchObject({
      baseUrl: 'https://new.example',
      apiKey: 'n.e.w',
    });
  });

  it('forgets the drafts kept on the device at sign-out, and nothing else of the console', () => {
    localStorage.setItem(`${DRAFT_PREFIX}action-new:live:https://svc.example:tenant-1`, '{}');
    localStorage.setItem('vigil.color-scheme', 'dark');
    saveLiveConnection({ baseUrl: 'https://svc.example', apiKey: 'k.e.y' }, true);
    forgetLiveKey();
    expect(Object.keys(localStorage).filter((k) => k.startsWith(DRAFT_PREFIX))).toEqual([]);
    expect(localStorage.getItem('vigil.color-scheme')).toBe('dark');
  });
});
