// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { keyFor, MOCK_ORIGIN, setupMockServer, TENANT_A } from '../../mocks/test/harness';
import { alertQueries } from './alert/queries';
import { detectorKeys, detectorQueries, useUpdateDetector } from './detector/queries';
import { setConnection } from './connection';
import { ApiError } from './http';
import {
  organisationKeys,
  organisationQueries,
  useCreateOrganisation,
  useDeleteOrganisation,
  useUpdateOrganisation,
} from './organisation/queries';
import { projectKeys, projectQueries } from './project/queries';
import { scoreQueries, useMarkScore } from './score/queries';
import { tenantQueries, useUpdateTenant } from './tenant/queries';
import { userQueries } from './user/queries';

/** The resource kit against the mock service: keys, query options and write hooks line up. */
setupMockServer();
let client: QueryClient;
beforeEach(async () => {
  setConnection({ mode: 'live', baseUrl: MOCK_ORIGIN, apiKey: await keyFor(TENANT_A) });
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const hook = <T,>(use: () => T) => renderHook(use, { wrapper }).result;

describe('resource keys', () => {
  it('nest lists and details under the resource root', () => {
    expect(projectKeys.list({ size: 1 })).toEqual(['projects', 'list', { size: 1 }]);
    expect(projectKeys.detail(5)).toEqual(['projects', 'detail', 5]);
    expect(projectQueries.list({ size: 1 }).queryKey.slice(0, 2)).toEqual(projectKeys.lists());
  });
});

describe('pickers', () => {
  it('keep only the fields they name, and a write to the resource refreshes them', async () => {
    const full = await client.fetchQuery(
      detectorQueries.list({ sort: [{ field: 'name', order: 'Asc' }], size: 1000 }),
    );
    const withSchema = full.data.find((d) => d.schema != null);
    expect(withSchema, 'the seed has detectors with their schema embedded').toBeDefined();
    const picked = await client.fetchQuery(detectorQueries.picker());
    expect(picked.data.map((d) => d.id)).toEqual(full.data.map((d) => d.id));
    const same = picked.data.find((d) => d.id === withSchema?.id);
    expect(same).toEqual({
      id: withSchema?.id,
      name: withSchema?.name,
      contractId: withSchema?.contractId,
      status: withSchema?.status,
      // Its schema named, not its JSON Schema and form layout.
      schema: {
        name: withSchema?.schema?.name,
        title: withSchema?.schema?.title,
        version: withSchema?.schema?.version,
      },
    });
    // Its own key, under the lists: never a page of full records, refreshed by every write.
    expect(detectorQueries.picker().queryKey.slice(0, 3)).toEqual([
      ...detectorKeys.lists(),
      'pick',
    ]);
    const update = hook(useUpdateDetector);
    await update.current.mutateAsync({ id: same!.id, body: { name: 'Renamed detector' } });
    expect(client.getQueryState(detectorQueries.picker().queryKey)?.isInvalidated).toBe(true);
  });
});

describe('write hooks', () => {
  it('create caches the detail and refreshes lists; update and remove take {id, body} and id', async () => {
    const list = await client.fetchQuery(organisationQueries.list({ trackTotal: true }));
    const create = hook(useCreateOrganisation);
    const org = await create.current.mutateAsync({
      name: 'Regulator X',
      parent: 'EU',
      tenantId: TENANT_A,
      logoLight: 'https://x.example/l.png',
    });
    expect(client.getQueryData(organisationKeys.detail(org.id))).toMatchObject({
      name: 'Regulator X',
    });
    expect(client.getQueryState(organisationKeys.list({ trackTotal: true }))?.isInvalidated).toBe(
      true,
    );
    const fresh = await client.fetchQuery(organisationQueries.list({ trackTotal: true }));
    expect(fresh.total).toBe((list.total ?? 0) + 1);

    const update = hook(useUpdateOrganisation);
    const upd = await update.current.mutateAsync({
      id: org.id,
      body: { name: 'Regulator Y', parent: 'EU', darkLogo: '' },
    });
    expect(upd.name).toBe('Regulator Y');
    expect(client.getQueryData(organisationKeys.detail(org.id))).toMatchObject({
      name: 'Regulator Y',
    });

    const remove = hook(useDeleteOrganisation);
    expect(await remove.current.mutateAsync(org.id)).toHaveProperty('uid');
    expect(client.getQueryData(organisationKeys.detail(org.id))).toBeUndefined();
    await expect(client.fetchQuery(organisationQueries.detail(org.id))).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('remove leaves a record its page still shows alone: no refetch of what is gone (no 404)', async () => {
    const org = await hook(useCreateOrganisation).current.mutateAsync({
      name: 'Regulator Z',
      parent: 'EU',
      logoLight: 'https://example.org/z.png',
    });
    const page = hook(() => useQuery(organisationQueries.detail(org.id)));
    await waitFor(() => expect(page.current.data?.name).toBe('Regulator Z'));
    await hook(useDeleteOrganisation).current.mutateAsync(org.id);
    const state = client.getQueryState(organisationKeys.detail(org.id));
    expect(state?.isInvalidated).toBe(true);
    expect(state?.fetchStatus).toBe('idle');
    expect(page.current.error).toBeNull();
  });

  it('surfaces a validation failure as ApiError naming the field', async () => {
    const create = hook(useCreateOrganisation);
    const err = await create.current
      .mutateAsync({ name: 'R', parent: 'EU', logoLight: 'ftp://nope' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).errors.join(' ')).toMatch(/logoLight/);
  });

  it('marks a score viewed with the refresh parameter', async () => {
    const scores = await client.fetchQuery(scoreQueries.list({ size: 1 }));
    const s = scores.data[0]!;
    const mark = hook(useMarkScore);
    const viewed = await mark.current.mutateAsync({
      record: s,
      viewed: true,
      refresh: 'wait_for',
    });
    expect(viewed.tags).toEqual(['viewed']);
  });
});

describe('read queries', () => {
  it('search users and alerts, read histograms and the OTP setup', async () => {
    const users = await client.fetchQuery(
      userQueries.list({ where: "roles = 'admin'", trackTotal: true }),
    );
    expect(users.total).toBeGreaterThan(0);
    const alerts = await client.fetchQuery(
      alertQueries.list({ query: 'severity:CRITICAL', size: 5, trackTotal: true }),
    );
    expect(alerts.data.every((a) => a.severity === 'CRITICAL')).toBe(true);
    const now = Date.now();
    const usage = await client.fetchQuery(
      tenantQueries.usage({
        id: TENANT_A,
        body: { from: now - 7 * 86_400_000, to: now, interval: '1d' },
      }),
    );
    expect(usage.data.length).toBeGreaterThanOrEqual(7);
    const agg = await client.fetchQuery(
      alertQueries.aggregation({ from: now - 30 * 86_400_000, to: now, interval: '1d' }),
    );
    expect(agg.data.length).toBeGreaterThanOrEqual(30);
    const otp = await client.fetchQuery(userQueries.otpSetup(801));
    expect(otp.totpSecret).toMatch(/^[A-Z2-7]+=*$/);
    expect(otp.totpSecretQrCode).toMatch(/^data:image\/png;base64,/);
    const rename = hook(useUpdateTenant);
    expect(
      (await rename.current.mutateAsync({ id: TENANT_A, body: { name: 'Northwind' } })).name,
    ).toBe('Northwind');
  });
});
