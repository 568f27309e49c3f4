// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mintKey } from '../../mocks/lib/auth';
import { setConnection } from '@/api/connection';
import { useCanWrite } from './use-can-write';

const connect = async (roles: string[]) =>
  setConnection({
    mode: 'live',
    baseUrl: 'http://svc.test',
    apiKey: await mintKey({ tenantId: 1, roles }),
  });

describe('useCanWrite', () => {
  it('follows the connected key’s roles, and the key as it changes', async () => {
    await connect(['extractor-admin']);
    const { result } = renderHook(() => useCanWrite('invitation'));
    expect(result.current).toEqual({ allowed: true, reason: undefined });

    await act(() => connect(['extractor-event', 'extractor-service']));
    expect(result.current.allowed).toBe(false);
    expect(result.current.reason).toMatch(
      /this key \(extractor-event, extractor-service\) may not invite users.*needs admin or extractor-admin/,
    );
  });

  it('refuses everything without a key', () => {
    setConnection({ mode: 'live', baseUrl: 'http://svc.test', apiKey: null });
    const { result } = renderHook(() => useCanWrite('organisation'));
    expect(result.current.allowed).toBe(false);
    expect(result.current.reason).toMatch(/no roles/);
  });
});
