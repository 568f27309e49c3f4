import type { Delivery } from '../../../src/api/destination/schemas';
import type { Invitation, User } from '../../../src/api/user/schemas';
import { parseBindUid } from '../../../src/api/rules/telegram-uid';
import type { Store } from '../store';
import { TENANT_A, TENANT_B } from './foundation';
import { DAY } from './rng';

/**
 * More people so the user list has more than one page, plus invitations, enrolled 2FA devices
 * and a delivery history. Derived from indices, not the rng, so the alert stream seeded after
 * the people stays the same.
 */
const FIRST = [
  'Anna',
  'Ben',
  'Carla',
  'David',
  'Elif',
  'Farid',
  'Greta',
  'Hugo',
  'Ines',
  'Jamal',
  'Kaisa',
  'Luca',
  'Mei',
  'Noah',
  'Olga',
  'Pablo',
  'Quinn',
  'Rosa',
  'Sven',
  'Tara',
  'Umar',
  'Vera',
];
const LAST = [
  'Lindqvist',
  'Moreau',
  'Nowak',
  'Ortega',
  'Park',
  'Quist',
  'Rossi',
  'Sato',
  'Tanaka',
  'Ueda',
  'Varga',
  'Weber',
  'Xu',
  'Young',
  'Zielinski',
  'Adeyemi',
  'Berg',
  'Costa',
  'Dahl',
  'Eriksen',
  'Fischer',
  'Gomez',
];
const ROLE_SETS = [
  ['extractor-event'],
  ['extractor-service'],
  ['extractor-event', 'extractor-service'],
  ['extractor-admin'],
  ['admin'],
  ['extractor-event'],
];

const SPEC: Record<number, { first: number; orgs: number[]; domain: string; admin: number }> = {
  [TENANT_A]: { first: 820, orgs: [701, 702], domain: 'northwind.example', admin: 801 },
  [TENANT_B]: { first: 860, orgs: [704, 705], domain: 'helios.example', admin: 808 },
};

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();

function moreUsers(tenantId: number, now: number): User[] {
  const spec = SPEC[tenantId];
  if (!spec) return [];
  return FIRST.map((firstName, i) => {
    const lastName = LAST[(i * 7 + tenantId) % LAST.length] ?? 'Smith';
    const createdAt = now - (20 + ((i * 13) % 280)) * DAY;
    return {
      id: spec.first + i,
      createdAt,
      updatedAt: createdAt + (i % 9) * DAY,
      status: i % 8 === 5 ? 'DISABLED' : 'ACTIVE',
      tenantId,
      organisationId: spec.orgs[i % spec.orgs.length] ?? null,
      firstName,
      lastName,
      email: `${ascii(firstName)}.${ascii(lastName)}@${spec.domain}`,
      externalId: `${tenantId}${String(i).padStart(7, '0')}-0000-4000-a000-00000000${String(spec.first + i).padStart(4, '0')}`,
      roles: ROLE_SETS[i % ROLE_SETS.length] ?? ['extractor-event'],
      meta: { locale: 'en-GB', lastLoginAt: now - (i % 20) * DAY, invitedBy: spec.admin },
    };
  });
}

// [offset, email local part, roles, days since sent, state]
const INVITES: [
  number,
  string,
  string[],
  number,
  'PENDING' | 'REVOKED' | 'ACCEPTED' | 'EXPIRED',
][] = [
  [0, 'analyst', ['extractor-event'], 1, 'PENDING'],
  [1, 'auditor', ['extractor-event', 'extractor-service'], 3, 'PENDING'],
  [2, 'ops.lead', ['extractor-admin'], 5, 'PENDING'],
  [3, 'contractor', ['extractor-service'], 20, 'EXPIRED'],
  [4, 'former.intern', ['extractor-event'], 30, 'REVOKED'],
];

function invitations(tenantId: number, now: number): Invitation[] {
  const spec = SPEC[tenantId];
  if (!spec) return [];
  const base = tenantId === TENANT_A ? 901 : 951;
  return INVITES.map(([k, local, roles, ago, state]) => {
    const createdAt = now - ago * DAY;
    return {
      id: base + k,
      createdAt,
      updatedAt: createdAt,
      email: `${local}@${spec.domain}`,
      roles,
      tenantId,
      organisationId: spec.orgs[k % spec.orgs.length] ?? null,
      // An expired one is stored PENDING with a past date: the answer says EXPIRED.
      expiredAt: createdAt + 7 * DAY,
      status: state === 'EXPIRED' ? 'PENDING' : state,
      invitedBy: spec.admin,
    };
  });
}

/** A delivery history for every destination: a test-send and alert notifications. */
function deliveries(store: Store, tenantId: number, now: number, nextId: () => number): Delivery[] {
  const out: Delivery[] = [];
  for (const d of store.tables.destination.list(tenantId)) {
    const unbound = d.type === 'TELEGRAM' && !d.telegramChatId;
    for (let k = 0; k < 6; k++) {
      const failed = unbound || (d.type === 'HTTP' && k === 2);
      out.push({
        id: nextId(),
        destinationId: d.id,
        timestamp: now - (k * 4 + (d.id % 3)) * DAY - k * 3_600_000,
        kind: k === 5 ? 'TEST' : 'ALERT',
        status: failed ? 'FAILED' : 'DELIVERED',
        statusCode: d.type === 'EMAIL' || unbound ? null : failed ? 502 : 200,
        message: unbound
          ? `Not bound yet: send ${parseBindUid(d.uid)?.command ?? '/start'} to the bot`
          : failed
            ? 'Bad gateway from the webhook host'
            : 'Delivered',
        durationMs: 120 + ((d.id * 37 + k * 11) % 400),
      });
    }
  }
  return out;
}

export function seedMorePeople(store: Store, now: number): void {
  const t = store.tables;
  let deliveryId = 60_000;
  for (const tenantId of [TENANT_A, TENANT_B]) {
    for (const u of moreUsers(tenantId, now)) t.user.insert(tenantId, u);
    for (const i of invitations(tenantId, now)) t.invitation.insert(tenantId, i);
    for (const d of deliveries(store, tenantId, now, () => ++deliveryId))
      t.delivery.insert(tenantId, d);
    const admin = SPEC[tenantId]?.admin ?? 0;
    t.otpDevice.insert(tenantId, {
      id: `otp-seed-${admin}`,
      userId: admin,
      // A fixed demo secret: the seeded device exists to be listed and removed, not used.
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      deviceName: 'Work phone',
      createdAt: now - 40 * DAY,
    });
  }
}
