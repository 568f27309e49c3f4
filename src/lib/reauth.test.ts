import { describe, expect, it } from 'vitest';
import { isReauthPending, requestReauth, settleReauth } from './reauth';

describe('reauth', () => {
  it('shares one pending request between every caller and settles them together', async () => {
    const a = requestReauth();
    const b = requestReauth();
    expect(isReauthPending()).toBe(true);
    settleReauth(true);
    expect(await Promise.all([a, b])).toEqual([true, true]);
    expect(isReauthPending()).toBe(false);
    const c = requestReauth();
    settleReauth(false);
    expect(await c).toBe(false);
  });
});
