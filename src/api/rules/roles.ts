/**
 * Which key roles may change what (real-service notes, Auth: roles `admin`, `extractor-admin`,
 * `extractor-event`, `extractor-service`). One function for the mock, which answers 403, and for
 * the console, which hides the controls a key cannot use.
 */
export const KNOWN_ROLES = ['admin', 'extractor-admin', 'extractor-event', 'extractor-service'];

/**
 * What each role may do, as the console's pickers explain it. The service documents the names
 * only (real-service notes, [C]); the rights are this module's rules below (gap table: roles).
 */
export const ROLE_MEANINGS: Record<string, string> = {
  admin: 'The service’s administrator: every tenant’s keys and the schema catalogue too',
  'extractor-admin': 'Tenant administrator: organisations, users, invitations and API keys',
  'extractor-event': 'Works with monitoring (projects to alerts); no administration',
  'extractor-service': 'For services and integrations: monitoring only; no administration',
};

/** Guarded writes: tenant administration, another user's 2FA, the global schema catalogue. */
export type GuardedWrite =
  | 'organisation'
  | 'tenant'
  | 'user'
  | 'invitation'
  | 'other-user-otp'
  | 'schema'
  | 'apikey'
  | 'apikey-other-tenant'
  | 'grant-admin';

const TENANT_ADMINS = ['admin', 'extractor-admin'];

// The catalogue is shared by every tenant, so only the service's own admins register schemas.
const WRITERS: Record<GuardedWrite, readonly string[]> = {
  organisation: TENANT_ADMINS,
  tenant: TENANT_ADMINS,
  user: TENANT_ADMINS,
  invitation: TENANT_ADMINS,
  'other-user-otp': TENANT_ADMINS,
  schema: ['admin'],
  // A tenant admin mints keys of its own tenant; only admin keys may name another one.
  apikey: TENANT_ADMINS,
  'apikey-other-tenant': ['admin'],
  // The service's administrator reaches every tenant: a tenant admin who could hand the role out
  // could make itself one (gap table, row 59).
  'grant-admin': ['admin'],
};

const LABELS: Record<GuardedWrite, string> = {
  organisation: 'change organisations',
  tenant: 'change tenant settings',
  user: 'change users',
  invitation: 'invite users or revoke invitations',
  'other-user-otp': "manage another user's two-factor devices",
  schema: 'register detector schemas',
  apikey: 'mint API keys',
  'apikey-other-tenant': 'mint API keys for another tenant',
  'grant-admin': 'grant the admin role',
};

export function canWrite(roles: readonly string[] | null | undefined, what: GuardedWrite): boolean {
  return (roles ?? []).some((r) => WRITERS[what].includes(r));
}

/** The roles that allow a write, for messages ("needs admin or extractor-admin"). */
export const rolesFor = (what: GuardedWrite): readonly string[] => WRITERS[what];

/** Why a key may not do it, or undefined when it may. */
export function forbiddenReason(
  roles: readonly string[] | null | undefined,
  what: GuardedWrite,
): string | undefined {
  if (canWrite(roles, what)) return undefined;
  const has = roles?.length ? roles.join(', ') : 'no roles';
  return `roles: this key (${has}) may not ${LABELS[what]}; it needs ${WRITERS[what].join(' or ')}`;
}
