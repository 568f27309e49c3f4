// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetLiveKey, saveLiveConnection, storedLiveConnection } from './session';

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
});
