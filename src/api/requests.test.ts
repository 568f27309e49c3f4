import { beforeEach, describe, expect, it } from 'vitest';
import { keyFor, MOCK_ORIGIN, setupMockServer, TENANT_A } from '../../mocks/test/harness';
import { setConnection } from './connection';
import { ApiError } from './http';
import { aggregateAlerts, searchAlerts } from './alert/requests';
import {
  createOrganisation,
  deleteOrganisation,
  updateOrganisation,
} from './organisation/requests';
import { searchScores, updateScore } from './score/requests';
import { getTenantUsage, updateTenant } from './tenant/requests';
import { getUserOtpSetup, searchUsers } from './user/requests';

/** The typed request functions against the mock service: paths, bodies and parsing line up. */
setupMockServer();
beforeEach(async () => {
  setConnection({ mode: 'live', baseUrl: MOCK_ORIGIN, apiKey: await keyFor(TENANT_A) });
});

describe('request functions', () => {
  it('creates, updates and deletes an organisation', async () => {
    const org = await createOrganisation({
      name: 'Regulator X',
      parent: 'EU',
      tenantId: TENANT_A,
      logoLight: 'https://x.example/l.png',
    });
    expect(org).toMatchObject({ name: 'Regulator X', parent: 'EU' });
    const upd = await updateOrganisation(org.id, {
      name: 'Regulator Y',
      parent: 'EU',
      darkLogo: '',
    });
    expect(upd.name).toBe('Regulator Y');
    expect(await deleteOrganisation(org.id)).toHaveProperty('uid');
    await expect(updateOrganisation(org.id, { name: 'Z', parent: 'EU' })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('surfaces a validation failure as ApiError naming the field', async () => {
    const err = await createOrganisation({
      name: 'R',
      parent: 'EU',
      logoLight: 'ftp://nope',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).errors.join(' ')).toMatch(/logoLight/);
  });

  it('searches users, alerts and scores, and marks a score viewed with the refresh parameter', async () => {
    const users = await searchUsers({ where: "roles = 'admin'", trackTotal: true });
    expect(users.total).toBeGreaterThan(0);
    const alerts = await searchAlerts({ query: 'severity:CRITICAL', size: 5, trackTotal: true });
    expect(alerts.data.every((a) => a.severity === 'CRITICAL')).toBe(true);
    const scores = await searchScores({ size: 1 });
    const s = scores.data[0]!;
    const viewed = await updateScore(s.index, s.uid, { tags: ['viewed'] });
    expect(viewed.tags).toEqual(['viewed']);
  });

  it('reads histograms and the OTP setup, and updates the tenant', async () => {
    const now = Date.now();
    const usage = await getTenantUsage(TENANT_A, {
      from: now - 7 * 86_400_000,
      to: now,
      interval: '1d',
    });
    expect(usage.data.length).toBeGreaterThanOrEqual(7);
    const agg = await aggregateAlerts({ from: now - 30 * 86_400_000, to: now, interval: '1d' });
    expect(agg.data.length).toBeGreaterThanOrEqual(30);
    const otp = await getUserOtpSetup(801);
    expect(otp.totpSecret).toMatch(/^[A-Z2-7]+=*$/);
    expect(otp.totpSecretQrCode).toMatch(/^data:image\/png;base64,/);
    expect((await updateTenant(TENANT_A, { name: 'Northwind' })).name).toBe('Northwind');
  });
});
