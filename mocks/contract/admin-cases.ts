import type { EndpointId } from '../../src/api/endpoints';
import { db } from '../db/store';
import { TENANT_A, TENANT_B } from '../db/seed/foundation';
import type { ContractCase } from './case';
import { firstId, projectOf } from './project-cases';

const userOf = (t: number) => firstId(db.tables.user.list(t));
const organisationOf = (t: number) => firstId(db.tables.organisation.list(t));
const destinationOf = (t: number) =>
  firstId(db.tables.destination.list(t).filter((d) => d.status === 'ACTIVE'));
const pendingInvitationOf = (t: number) =>
  firstId(
    db.tables.invitation
      .list(t)
      .filter((i) => i.status === 'PENDING' && (i.expiredAt ?? Infinity) > Date.now()),
  );
function deviceOf(t: number): { id: number; deviceId: string } {
  const d = db.tables.otpDevice.list(t)[0];
  if (!d) throw new Error('seed has no OTP device');
  return { id: d.userId, deviceId: d.id };
}

const badSearch = () => ({
  body: { size: 10001, from: -1, sort: [] },
  expect: ['size', 'from', 'sort'],
});

/** Tenant administration (issue 11): users, invitations, OTP devices, destination test-sends. */
export const adminCases: Partial<Record<EndpointId, ContractCase>> = {
  userUpdate: {
    ok: () => ({ params: { id: userOf(TENANT_A) }, body: { roles: ['admin', 'extractor-event'] } }),
    bad: () => ({
      params: { id: userOf(TENANT_A) },
      body: { roles: ['admin', 'admin'], organisationId: organisationOf(TENANT_B) },
      expect: ['roles'],
    }),
    foreign: () => ({ params: { id: userOf(TENANT_B) }, body: { status: 'ACTIVE' } }),
  },
  userOtpDevices: {
    ok: () => ({ params: { id: deviceOf(TENANT_A).id } }),
    foreign: () => ({ params: { id: deviceOf(TENANT_B).id } }),
  },
  userOtpDeviceDelete: {
    ok: () => ({ params: deviceOf(TENANT_A) }),
    foreign: () => ({ params: deviceOf(TENANT_B) }),
  },
  invitationCreate: {
    ok: () => ({
      body: {
        email: 'new.hire@northwind.example',
        roles: ['extractor-event'],
        tenantId: TENANT_A,
        organisationId: organisationOf(TENANT_A),
      },
    }),
    bad: () => ({
      body: {
        email: 'not-an-address',
        roles: [],
        organisationId: organisationOf(TENANT_A),
      },
      expect: ['email', 'roles'],
    }),
  },
  invitationSearch: {
    ok: () => ({ body: { where: "status = 'PENDING'", trackTotal: true } }),
    bad: badSearch,
  },
  invitationRevoke: {
    ok: () => ({ params: { id: pendingInvitationOf(TENANT_A) } }),
    foreign: () => ({ params: { id: pendingInvitationOf(TENANT_B) } }),
  },
  destinationTest: {
    ok: () => ({ params: { id: destinationOf(TENANT_A) }, body: { message: 'Hello' } }),
    bad: () => ({
      params: { id: destinationOf(TENANT_A) },
      body: { message: 'x'.repeat(501), colour: 'red' },
      expect: ['message', 'colour'],
    }),
    foreign: () => ({ params: { id: destinationOf(TENANT_B) } }),
  },
  projectDashboard: {
    ok: () => ({
      params: { id: projectOf(TENANT_A) },
      body: { from: Date.now() - 30 * 86_400_000, to: Date.now(), interval: '1d', timezone: 'UTC' },
    }),
    bad: () => ({
      params: { id: projectOf(TENANT_A) },
      body: { from: -1, to: 1, interval: 'daily' },
      expect: ['from', 'interval'],
    }),
    foreign: () => ({
      params: { id: projectOf(TENANT_B) },
      body: { from: 0, to: 1, interval: '1d' },
    }),
  },
  actionExecutionSearch: {
    ok: () => ({ body: { where: "trigger = 'manual'", trackTotal: true } }),
    bad: badSearch,
  },
  organisationScoreSearch: {
    ok: () => ({ params: { id: organisationOf(TENANT_A) }, body: { trackTotal: true } }),
    bad: () => ({ ...badSearch(), params: { id: organisationOf(TENANT_A) } }),
    foreign: () => ({ params: { id: organisationOf(TENANT_B) }, body: {} }),
  },
  destinationDeliveries: {
    ok: () => ({ params: { id: destinationOf(TENANT_A) }, body: { trackTotal: true } }),
    bad: () => ({ ...badSearch(), params: { id: destinationOf(TENANT_A) } }),
    foreign: () => ({ params: { id: destinationOf(TENANT_B) }, body: {} }),
  },
};
