import { describe, expect, it } from 'vitest';
import { setConnection } from '@/api/connection';
import { mintKey } from '../../mocks/lib/auth';
import { createQueryClient } from './query-client';

describe('query cache and the connection', () => {
  it('is cleared when the service, the tenant or the sign-in changes, kept for a fresh key of the same tenant', async () => {
    const [a1, a2, b] = await Promise.all([
      mintKey({ tenantId: 1 }),
      mintKey({ tenantId: 1, subject: 'other' }),
      mintKey({ tenantId: 2 }),
    ]);
    setConnection({ mode: 'live', baseUrl: 'https://one.example', apiKey: a1 });
    const client = createQueryClient();
    const seed = () => client.setQueryData(['projects', 'list', {}], { data: [1] });
    const cached = () => client.getQueryData(['projects', 'list', {}]);

    seed();
    setConnection({ mode: 'live', baseUrl: 'https://one.example', apiKey: a2 });
    expect(cached()).toEqual({ data: [1] });

    setConnection({ mode: 'live', baseUrl: 'https://one.example', apiKey: b });
    expect(cached()).toBeUndefined();

    seed();
    setConnection({ mode: 'live', baseUrl: 'https://two.example', apiKey: b });
    expect(cached()).toBeUndefined();

    seed();
    setConnection({ mode: 'live', baseUrl: 'https://two.example', apiKey: null });
    expect(cached()).toBeUndefined();

    seed();
    setConnection({ mode: 'demo', baseUrl: '', apiKey: b });
    expect(cached()).toBeUndefined();
  });
});
