import { Secret, TOTP } from 'otpauth';
import type { EndpointId } from '../../src/api/endpoints';
import { db } from '../db/store';
import { TENANT_A, TENANT_B } from '../db/seed/foundation';
import { DAY, seedNow } from '../db/seed/rng';
import { beginOtpSetup } from '../handlers/otp';
import type { ContractCase } from './case';
import { firstId } from './project-cases';

const destinationOf = (tenantId: number) => firstId(db.tables.destination.list(tenantId));
const emailDestinationOf = (tenantId: number) =>
  firstId(db.tables.destination.list(tenantId).filter((d) => d.type === 'EMAIL'));
const organisationOf = (tenantId: number) => firstId(db.tables.organisation.list(tenantId));
const userOf = (tenantId: number) => firstId(db.tables.user.list(tenantId));

/** An organisation nobody belongs to: the only kind that can be deleted. */
function emptyOrganisationOf(tenantId: number): number {
  const members = new Set(db.tables.user.list(tenantId).map((u) => u.organisationId));
  return firstId(db.tables.organisation.list(tenantId).filter((o) => !members.has(o.id)));
}

function scoreOf(tenantId: number) {
  const first = db.tables.score.list(tenantId)[0];
  if (!first) throw new Error('seed has no score records');
  return { index: first.index, uid: first.uid };
}

const last30Days = () => ({ from: seedNow() - 30 * DAY, to: seedNow() });

/** A complete, valid OTP body for a user: a fresh setup and the code of the current step. */
async function otpBody(tenantId: number) {
  const { secret } = await beginOtpSetup(tenantId, userOf(tenantId));
  const totpCode = TOTP.generate({ secret: Secret.fromBase32(secret) });
  return { secret, deviceName: 'Pixel 8', totpCode };
}

const badSearch = () => ({
  body: { size: 10001, from: -1, sort: [] },
  expect: ['size', 'from', 'sort'],
});

export const peopleCases: Partial<Record<EndpointId, ContractCase>> = {
  destinationSearch: {
    ok: () => ({
      body: { where: "type = 'EMAIL'", sort: [{ field: 'id', order: 'Asc' }], trackTotal: true },
    }),
    bad: badSearch,
  },
  destinationCreate: {
    ok: () => ({ body: { type: 'EMAIL', value: 'risk@northwind.example', tags: ['DEFAULT'] } }),
    bad: () => ({
      body: {
        type: 'SLACK',
        value: '#ops',
        slackUri: 'https://example.com/hook',
        uri: 'https://x.example',
      },
      expect: ['slackUri', 'uri'],
    }),
  },
  destinationGet: {
    ok: () => ({ params: { id: destinationOf(TENANT_A) } }),
    foreign: () => ({ params: { id: destinationOf(TENANT_B) } }),
  },
  destinationUpdate: {
    ok: () => ({
      params: { id: destinationOf(TENANT_A) },
      body: { tags: ['DEFAULT', 'DETECTOR'] },
    }),
    bad: () => ({
      params: { id: emailDestinationOf(TENANT_A) },
      body: { type: 'HTTP', uri: 'ftp://files.example', method: 'FETCH' },
      expect: ['uri', 'method'],
    }),
    foreign: () => ({ params: { id: destinationOf(TENANT_B) }, body: { tags: [] } }),
  },
  destinationDelete: {
    ok: () => ({ params: { id: destinationOf(TENANT_A) } }),
    foreign: () => ({ params: { id: destinationOf(TENANT_B) } }),
  },

  tenantSearch: { ok: () => ({ body: { trackTotal: true } }), bad: badSearch },
  tenantGet: {
    ok: () => ({ params: { id: TENANT_A } }),
    foreign: () => ({ params: { id: TENANT_B } }),
  },
  tenantUpdate: {
    ok: () => ({ params: { id: TENANT_A }, body: { name: 'Northwind Digital Assets Ltd' } }),
    bad: () => ({
      params: { id: TENANT_A },
      body: { name: ['x'], colour: 'red' },
      expect: ['name', 'colour'],
    }),
    foreign: () => ({ params: { id: TENANT_B }, body: { name: 'x' } }),
  },
  tenantUsage: {
    ok: () => ({
      params: { id: TENANT_A },
      body: {
        ...last30Days(),
        interval: '1d',
        timezone: 'Europe/Berlin',
        query: 'type:alert.sent',
      },
    }),
    bad: () => ({
      params: { id: TENANT_A },
      body: {
        from: 10,
        to: 5,
        interval: '1d',
        timezone: 'Mars/Olympus',
        query: 'type:(alert.sent',
      },
      expect: ['to', 'timezone', 'query'],
    }),
    foreign: () => ({ params: { id: TENANT_B }, body: { ...last30Days(), interval: '1d' } }),
  },

  organisationSearch: {
    ok: () => ({ body: { where: "status = 'ACTIVE'", trackTotal: true } }),
    bad: badSearch,
  },
  organisationGet: {
    ok: () => ({ params: { id: organisationOf(TENANT_A) } }),
    foreign: () => ({ params: { id: organisationOf(TENANT_B) } }),
  },
  organisationCreate: {
    ok: () => ({
      body: {
        name: 'Nordic Custody Regulator',
        parent: 'Nordic FSA',
        logoLight: 'https://x.example/l.svg',
        darkLogo: '',
      },
    }),
    // Schema patterns are the schema tests' business; these two are the resolver's own rules.
    bad: () => ({ body: { name: ' ', tenantId: TENANT_B }, expect: ['name', 'tenantId'] }),
  },
  organisationUpdate: {
    ok: () => ({
      params: { id: organisationOf(TENANT_A) },
      body: { name: 'Northwind Risk', parent: 'Northwind' },
    }),
    bad: () => ({
      params: { id: organisationOf(TENANT_A) },
      body: { parent: 'x', darkLogo: 5 },
      expect: ['name', 'darkLogo'],
    }),
    foreign: () => ({ params: { id: organisationOf(TENANT_B) }, body: { name: 'x', parent: 'y' } }),
  },
  organisationDelete: {
    ok: () => ({ params: { id: emptyOrganisationOf(TENANT_A) } }),
    foreign: () => ({ params: { id: emptyOrganisationOf(TENANT_B) } }),
  },

  userSearch: {
    ok: () => ({
      body: { where: "status = 'ACTIVE'", sort: [{ field: 'lastName' }], trackTotal: true },
    }),
    bad: badSearch,
  },
  userGet: {
    ok: () => ({ params: { id: userOf(TENANT_A) } }),
    foreign: () => ({ params: { id: userOf(TENANT_B) } }),
  },
  userMe: { ok: () => ({}) },
  userOtpSetup: {
    ok: () => ({ params: { id: userOf(TENANT_A) } }),
    foreign: () => ({ params: { id: userOf(TENANT_B) } }),
  },
  userOtpComplete: {
    ok: async () => ({ params: { id: userOf(TENANT_A) }, body: await otpBody(TENANT_A) }),
    bad: () => ({
      params: { id: userOf(TENANT_A) },
      body: { secret: '', deviceName: ' ', totpCode: '12' },
      expect: ['secret', 'deviceName', 'totpCode'],
    }),
    foreign: async () => ({ params: { id: userOf(TENANT_B) }, body: await otpBody(TENANT_B) }),
  },

  alertSearch: {
    ok: () => ({
      body: {
        query: 'severity:CRITICAL AND tags:SECURITY',
        sort: [{ field: 'timestamp', order: 'Desc' }],
        trackTotal: true,
      },
    }),
    bad: () => ({ body: { query: 'tags:(SECURITY OR', size: 5 }, expect: ['query'] }),
  },
  alertAggregation: {
    ok: () => ({
      body: { ...last30Days(), interval: '1d', timezone: '+02:00', query: 'NOT tags:viewed' },
    }),
    bad: () => ({
      body: {
        from: 1_000,
        to: 10,
        interval: '1d',
        timezone: 'Nowhere/Special',
        query: '"unclosed',
      },
      expect: ['to', 'timezone', 'query'],
    }),
  },
  scoreSearch: {
    ok: () => ({ body: { query: 'scoreGroup:security', size: 50, trackTotal: true } }),
    bad: () => ({ body: { size: -5, sort: [{ field: '' }] }, expect: ['size', 'sort[0].field'] }),
  },
  scoreUpdate: {
    ok: () => ({
      params: scoreOf(TENANT_A),
      query: { refresh: 'wait_for' },
      body: { tags: ['viewed'] },
    }),
    bad: () => ({ params: scoreOf(TENANT_A), body: { tags: ['read'] }, expect: ['tags[0]'] }),
    foreign: () => ({ params: scoreOf(TENANT_B), body: { tags: [] } }),
  },

  // ── API keys ──
  apiKeyCreate: {
    ok: () => ({ body: { label: 'CI pipeline', tenantId: TENANT_A, lifetime: 3600 } }),
    bad: () => ({ body: { label: ' ', lifetime: 1.5 }, expect: ['label', 'lifetime'] }),
  },
};
