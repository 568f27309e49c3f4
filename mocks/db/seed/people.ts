import type { Alert } from '../../../src/api/alert/schemas';
import type { Organisation } from '../../../src/api/organisation/schemas';
import type { User } from '../../../src/api/user/schemas';
import type { Store } from '../store';
import { Fill } from '../fill';
import { seedAlertSteps } from './alerts';
import { seedDestinations } from './destinations';
import { seedMorePeople } from './people-more';
import { TENANT_A, TENANT_B } from './foundation';
import type { SeedIcon } from './icons';
import type { Rng } from './rng';
import { DAY } from './rng';
import { seedScores } from './scores';
import { seedUsage } from './usage';

/** Organisations 703 and 706 have no users, so they can be deleted (see the organisation handler). */
// prettier-ignore
const organisations: [number, number, string, string, string][] = [
  [701, TENANT_A, 'Northwind Risk & Compliance', 'Northwind Digital Assets', 'northwind-risk'],
  [702, TENANT_A, 'Baltic Virtual Asset Supervisor', 'Baltic Financial Markets Authority', 'bvas'],
  [703, TENANT_A, 'Northwind Internal Audit', 'Northwind Digital Assets', 'northwind-audit'],
  [704, TENANT_B, 'Helios Security Council', 'Helios Protocol Labs', 'helios-council'],
  [705, TENANT_B, 'Aegean Crypto Oversight Board', 'Hellenic Capital Market Commission', 'acob'],
  [706, TENANT_B, 'Helios Grants Committee', 'Helios Protocol Labs', 'helios-grants'],
];

type Role = 'admin' | 'extractor-admin' | 'extractor-event' | 'extractor-service';
// prettier-ignore
const users: [number, number, number, string, string, Role[], User['status']][] = [
  [801, TENANT_A, 701, 'Maria', 'Kowalski', ['admin'], 'ACTIVE'],
  [802, TENANT_A, 701, 'Jonas', 'Petrauskas', ['admin', 'extractor-admin'], 'ACTIVE'],
  [803, TENANT_A, 702, 'Aino', 'Virtanen', ['extractor-event'], 'ACTIVE'],
  [804, TENANT_A, 701, 'Samuel', 'Okafor', ['extractor-service'], 'ACTIVE'],
  [805, TENANT_A, 702, 'Lena', 'Brandt', ['extractor-event', 'extractor-service'], 'ACTIVE'],
  [806, TENANT_A, 701, 'Tomás', 'Herrera', ['extractor-admin'], 'DISABLED'],
  [807, TENANT_A, 702, 'Priya', 'Raman', ['extractor-event'], 'ACTIVE'],
  [808, TENANT_B, 704, 'Eleni', 'Papadopoulou', ['admin'], 'ACTIVE'],
  [809, TENANT_B, 704, 'Kenji', 'Watanabe', ['extractor-admin'], 'ACTIVE'],
  [810, TENANT_B, 705, 'Nikos', 'Georgiou', ['extractor-event'], 'ACTIVE'],
  [811, TENANT_B, 704, 'Chloé', 'Martin', ['extractor-service'], 'ACTIVE'],
  [812, TENANT_B, 705, 'Dmitri', 'Volkov', ['extractor-event', 'extractor-service'], 'DISABLED'],
  [813, TENANT_B, 704, 'Ama', 'Mensah', ['admin', 'extractor-event'], 'ACTIVE'],
];

const DOMAINS: Record<number, string> = {
  [TENANT_A]: 'northwind.example',
  [TENANT_B]: 'helios.example',
};

/** `8-4-4-4-12` hex, like the identity provider's subject ids. */
function uuid(rng: Rng): string {
  const h = rng.hex(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function ascii(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();
}

/**
 * Yields between its parts (the seed is a generator of steps); `seed` runs it through at once
 * (./index.ts).
 */
export function* seedPeople(
  store: Store,
  rng: Rng,
  now: number,
  icon: SeedIcon,
): Generator<void, void, undefined> {
  const t = store.tables;
  seedDestinations(store, rng, now);

  for (const [id, tenantId, name, parent, slug] of organisations) {
    const createdAt = now - rng.int(120, 360) * DAY;
    const org: Organisation = {
      id,
      createdAt,
      updatedAt: createdAt + rng.int(1, 100) * DAY,
      status: 'ACTIVE',
      name,
      parent,
      tenantId,
      icon: icon(`organisations/${slug}`),
      logoLight: icon(`organisations/${slug}-light`),
      // Some organisations never uploaded a dark logo: the interface allows a blank one.
      darkLogo: id % 2 === 0 ? '' : icon(`organisations/${slug}-dark`),
    };
    t.organisation.insert(tenantId, org);
  }

  for (const [id, tenantId, organisationId, firstName, lastName, roles, status] of users) {
    const createdAt = now - rng.int(30, 300) * DAY;
    const lastLogin =
      status === 'ACTIVE' ? now - rng.int(0, 20) * DAY - rng.int(0, 80_000_000) : createdAt;
    t.user.insert(tenantId, {
      id,
      createdAt,
      updatedAt: createdAt + rng.int(0, 25) * DAY,
      status,
      tenantId,
      organisationId,
      firstName,
      lastName,
      email: `${ascii(firstName)}.${ascii(lastName)}@${DOMAINS[tenantId] ?? 'vigil.example'}`,
      externalId: uuid(rng),
      roles,
      meta: {
        locale: rng.pick(['en-GB', 'en-US', 'de-DE', 'fi-FI']),
        lastLoginAt: lastLogin,
        invitedBy: id === 801 || id === 808 ? null : tenantId === TENANT_A ? 801 : 808,
      },
    });
  }

  seedMorePeople(store, now);
  yield;

  // Each tenant's alerts and scores are made when the alert or the score table is first used:
  // most pages read neither. They are the shared rng's last draws, so they come out the same
  // whenever that is. The usage events and the action executions, made from them, wait likewise.
  // They come from the detectors and triggers as seeded (as the executions from the actions as
  // seeded): one added before the alert table is first read has raised none of them.
  const monitorsOf = new Map(
    [TENANT_A, TENANT_B].map((tenantId) => [
      tenantId,
      { detectors: t.detector.list(tenantId), triggers: t.trigger.list(tenantId) },
    ]),
  );
  const alertsOf = new Map<number, readonly Alert[]>();
  const alerts = new Fill(function* () {
    for (const tenantId of [TENANT_A, TENANT_B]) {
      const monitors = monitorsOf.get(tenantId) ?? { detectors: [], triggers: [] };
      const made = yield* seedAlertSteps(store, rng, now, tenantId, monitors);
      seedScores(store, rng, tenantId, made);
      alertsOf.set(tenantId, made);
    }
  });
  t.alert.fillOnFirstUse(alerts);
  t.score.fillOnFirstUse(alerts);
  for (const tenantId of [TENANT_A, TENANT_B])
    seedUsage(store, now, tenantId, () => {
      alerts.finish();
      return alertsOf.get(tenantId) ?? [];
    });
}
