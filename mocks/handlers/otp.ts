import type { Tables } from '../db/store';
import { db } from '../db/store';
import type { Auth } from '../lib/auth';
import { MockHttpError, badRequest } from '../lib/errors';
import { currentUser } from './user';
import type { Implementations } from '../lib/implement';
import { pathId } from '../lib/implement';
import { mustGet } from '../lib/resource';

type OtpImpl = Pick<Implementations, 'userOtpSetup' | 'userOtpComplete'>;

export const OTP_ISSUER = 'Vigil';

/**
 * Secrets handed out by setup and not yet confirmed, per user. Keyed by the store's tables so a
 * reseed or a restored snapshot (both replace the tables) starts with none pending.
 */
interface OtpState {
  /** Secrets handed out and not yet confirmed: user → secret and when it lapses. */
  pending: Map<number, { secret: string; expiresAt: number }>;
  /** Failed codes per user in the current window, for the attempt limit. */
  failures: Map<number, { count: number; since: number }>;
  /** Codes already accepted (`secret:code`): a code works once. */
  used: Set<string>;
}
const stateByTables = new WeakMap<Tables, OtpState>();
function state(): OtpState {
  let s = stateByTables.get(db.tables);
  if (!s) {
    s = { pending: new Map(), failures: new Map(), used: new Set() };
    stateByTables.set(db.tables, s);
  }
  return s;
}
const pending = () => state().pending;

/** A pending setup lapses after ten minutes; until then every setup call answers its secret. */
const PENDING_MS = 10 * 60_000;
/** Five wrong codes in ten minutes lock further tries for the rest of the window. */
export const MAX_OTP_FAILURES = 5;
const FAILURE_WINDOW_MS = 10 * 60_000;

/** Roles that may set up two-factor for another user (docs/spec-gaps.md, roles). */
const OTP_ADMIN_ROLES = ['admin', 'extractor-admin'];

/** Another user's OTP secret needs an admin role; one's own never does. */
function mayManageOtp(auth: Auth, userId: number): void {
  let self: number | null = null;
  try {
    self = currentUser(auth).id;
  } catch {
    self = null;
  }
  if (self === userId || auth.roles.some((r) => OTP_ADMIN_ROLES.includes(r))) return;
  throw new MockHttpError(
    403,
    'Only an admin may set up two-factor authentication for another user',
    [`roles: needs one of ${OTP_ADMIN_ROLES.join(', ')}`],
  );
}

// Loaded on first use: the OTP and QR libraries are needed only on the two-factor screens.
const loadOtp = () => import('otpauth');

/** Starts a setup for a user the tenant can see: a fresh 160-bit Base32 secret, remembered. */
export async function beginOtpSetup(tenantId: number, userId: number) {
  const user = mustGet(db.tables.user, tenantId, userId);
  const { Secret, TOTP } = await loadOtp();
  // Two tabs or a refetch during one setup get the same secret, until it is confirmed or lapses.
  const open = pending().get(userId);
  const secret =
    open && open.expiresAt > Date.now() ? open.secret : new Secret({ size: 20 }).base32;
  pending().set(userId, { secret, expiresAt: Date.now() + PENDING_MS });
  const totp = new TOTP({ issuer: OTP_ISSUER, label: user.email ?? `user-${userId}`, secret });
  return { secret, uri: totp.toString() };
}

/** Secrets this user may confirm: the pending one and those already enrolled on some device. */
function knownSecrets(tenantId: number, userId: number): Set<string> {
  const known = new Set<string>();
  const p = pending().get(userId);
  if (p && p.expiresAt > Date.now()) known.add(p.secret);
  for (const d of db.tables.otpDevice.list(tenantId)) if (d.userId === userId) known.add(d.secret);
  return known;
}

export const otpResolvers: OtpImpl = {
  userOtpSetup: async ({ auth, params }) => {
    const userId = pathId(params, 'User');
    mustGet(db.tables.user, auth.tenantId, userId);
    mayManageOtp(auth, userId);
    const { secret, uri } = await beginOtpSetup(auth.tenantId, userId);
    const QRCode = await import('qrcode');
    return {
      totpSecret: secret,
      totpSecretQrCode: await QRCode.toDataURL(uri, { margin: 2, width: 240 }),
    };
  },

  userOtpComplete: async ({ auth, params, body }) => {
    const userId = pathId(params, 'User');
    mustGet(db.tables.user, auth.tenantId, userId);
    mayManageOtp(auth, userId);
    const now = Date.now();
    const failed = state().failures.get(userId);
    if (failed && now - failed.since < FAILURE_WINDOW_MS && failed.count >= MAX_OTP_FAILURES) {
      const wait = Math.ceil((failed.since + FAILURE_WINDOW_MS - now) / 1000);
      throw new MockHttpError(429, `Too many wrong codes: try again in ${wait} seconds`, [
        `totpCode: too many wrong codes; try again in ${wait} seconds`,
      ]);
    }
    const { Secret, TOTP } = await loadOtp();
    const errors: string[] = [];
    if (!knownSecrets(auth.tenantId, userId).has(body.secret)) {
      errors.push('secret: does not match the secret of the pending setup');
    }
    let valid = false;
    try {
      // ±1 step: authenticator clocks drift by a few seconds.
      valid =
        TOTP.validate({
          token: body.totpCode,
          secret: Secret.fromBase32(body.secret),
          window: 1,
        }) !== null;
    } catch {
      valid = false;
    }
    if (!valid) errors.push('totpCode: invalid code');
    else if (state().used.has(`${body.secret}:${body.totpCode}`))
      errors.push('totpCode: this code was already used; wait for the next one');
    // The same secret may serve several devices, but each device name only once (real-service notes).
    const enrolled = db.tables.otpDevice
      .list(auth.tenantId)
      .some(
        (d) => d.userId === userId && d.secret === body.secret && d.deviceName === body.deviceName,
      );
    if (enrolled) errors.push('deviceName: already enrolled');
    if (!valid) {
      const window =
        failed && now - failed.since < FAILURE_WINDOW_MS ? failed : { count: 0, since: now };
      state().failures.set(userId, { count: window.count + 1, since: window.since });
    }
    if (errors.length) throw badRequest('Validation failed', errors);
    state().failures.delete(userId);
    state().used.add(`${body.secret}:${body.totpCode}`);
    pending().delete(userId);

    const id = `otp-${db.nextId()}`;
    db.tables.otpDevice.insert(auth.tenantId, {
      id,
      userId,
      secret: body.secret,
      deviceName: body.deviceName,
    });
    return { response: 'OK' };
  },
};
