import { qrDataUrl } from '../lib/qr-data-url';
import type { Tables } from '../db/store';
import { db } from '../db/store';
import type { Auth } from '../lib/auth';
import { MockHttpError, badRequest, notFound } from '../lib/errors';
import type { Implementations } from '../lib/implement';
import { pathId } from '../lib/implement';
import { mustGet } from '../lib/resource';
import { requireRole } from './guard';
import { currentUser } from './user';

/** 429 after too many wrong codes, saying when to try again. */
function lockedOut(ms: number): MockHttpError {
  const s = Math.ceil(ms / 1000);
  return new MockHttpError(429, `Too many wrong codes: try again in ${s} s`, [
    `totpCode: too many wrong codes; try again in ${s} s`,
  ]);
}

type OtpImpl = Pick<
  Implementations,
  'userOtpSetup' | 'userOtpComplete' | 'userOtpDevices' | 'userOtpDeviceDelete'
>;

export const OTP_ISSUER = 'Vigil';
/** A pending setup answers the same secret (two tabs, a refetch) for this long. */
export const OTP_PENDING_MS = 10 * 60_000;
/** Wrong codes allowed before the user is locked out for OTP_LOCK_MS (429). */
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_LOCK_MS = 5 * 60_000;

interface OtpState {
  /** Secret handed out by setup and not yet confirmed, with when it lapses. */
  pending: Map<number, { secret: string; expiresAt: number }>;
  /**
   * `secret:device:code` triples already accepted: a code enrols one device name once (the same
   * secret and code may enrol another device name: real-service notes).
   */
  used: Set<string>;
  /** Wrong codes in a row per user, and the end of a lockout. */
  failures: Map<number, { count: number; lockedUntil: number }>;
}

/**
 * Keyed by the store's tables so a reseed or a restored snapshot (both replace the tables)
 * starts with nothing pending.
 */
const stateByTables = new WeakMap<Tables, OtpState>();
function state(): OtpState {
  let st = stateByTables.get(db.tables);
  if (!st) {
    st = { pending: new Map(), used: new Set(), failures: new Map() };
    stateByTables.set(db.tables, st);
  }
  return st;
}
function pending(): Map<number, string> {
  const out = new Map<number, string>();
  const now = Date.now();
  for (const [user, p] of state().pending) if (p.expiresAt > now) out.set(user, p.secret);
  return out;
}

/** Another user's two-factor setup needs a tenant admin role (src/api/rules/roles.ts). */
function checkSelfOrAdmin(auth: Auth, userId: number): void {
  let self = false;
  try {
    self = currentUser(auth).id === userId;
  } catch {
    self = false;
  }
  if (!self) requireRole(auth, 'other-user-otp');
}

// Loaded on first use: the OTP and QR libraries are needed only on the two-factor screens.
const loadOtp = () => import('otpauth');

/** Starts a setup for a user the tenant can see: a fresh 160-bit Base32 secret, remembered. */
export async function beginOtpSetup(tenantId: number, userId: number) {
  const user = mustGet(db.tables.user, tenantId, userId);
  const { Secret, TOTP } = await loadOtp();
  // A setup still pending answers its own secret, so two tabs cannot enrol different ones.
  const live = pending().get(userId);
  const secret = live ?? new Secret({ size: 20 }).base32;
  if (!live) state().pending.set(userId, { secret, expiresAt: Date.now() + OTP_PENDING_MS });
  const totp = new TOTP({ issuer: OTP_ISSUER, label: user.email ?? `user-${userId}`, secret });
  return { secret, uri: totp.toString() };
}

/** Device names compare trimmed and case-insensitively ("Phone" and "phone " are one device). */
const deviceKey = (name: string | null | undefined) => (name ?? '').trim().toLowerCase();

/** Secrets this user may confirm: the pending one and those already enrolled on some device. */
function knownSecrets(tenantId: number, userId: number): Set<string> {
  const known = new Set<string>();
  const p = pending().get(userId);
  if (p) known.add(p);
  for (const d of db.tables.otpDevice.list(tenantId)) if (d.userId === userId) known.add(d.secret);
  return known;
}

export const otpResolvers: OtpImpl = {
  userOtpSetup: async ({ auth, params }) => {
    const userId = pathId(params, 'User');
    mustGet(db.tables.user, auth.tenantId, userId);
    checkSelfOrAdmin(auth, userId);
    const { secret, uri } = await beginOtpSetup(auth.tenantId, userId);
    return {
      totpSecret: secret,
      totpSecretQrCode: await qrDataUrl(uri, { margin: 2, width: 240 }),
    };
  },

  userOtpComplete: async ({ auth, params, body }) => {
    const userId = pathId(params, 'User');
    mustGet(db.tables.user, auth.tenantId, userId);
    checkSelfOrAdmin(auth, userId);
    const now = Date.now();
    const fails = state().failures.get(userId) ?? { count: 0, lockedUntil: 0 };
    if (fails.lockedUntil > now) throw lockedOut(fails.lockedUntil - now);
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
    const device = deviceKey(body.deviceName);
    const usedKey = `${body.secret}:${device}:${body.totpCode}`;
    // The same secret may serve several device names, but each device name only once
    // (real-service notes): names compare trimmed and case-insensitively.
    const enrolled = db.tables.otpDevice
      .list(auth.tenantId)
      .some(
        (d) =>
          d.userId === userId && d.secret === body.secret && deviceKey(d.deviceName) === device,
      );
    if (!valid) {
      errors.push('totpCode: invalid code');
      fails.count += 1;
      if (fails.count >= OTP_MAX_ATTEMPTS) {
        fails.count = 0;
        fails.lockedUntil = now + OTP_LOCK_MS;
      }
      state().failures.set(userId, fails);
      if (fails.lockedUntil > now) throw lockedOut(OTP_LOCK_MS);
    } else if (!enrolled && state().used.has(usedKey)) {
      // A device removed and enrolled again under its name needs a fresh code.
      errors.push('totpCode: this code was already used; wait for the next one');
    }
    if (enrolled)
      errors.push(`deviceName: '${body.deviceName.trim()}' is already enrolled with this secret`);
    if (errors.length) throw badRequest('Validation failed', errors);

    state().used.add(usedKey);
    state().failures.delete(userId);
    if (state().pending.get(userId)?.secret === body.secret) state().pending.delete(userId);
    const id = `otp-${db.nextId()}`;
    db.tables.otpDevice.insert(auth.tenantId, {
      id,
      userId,
      secret: body.secret,
      deviceName: body.deviceName,
      createdAt: now,
    });
    return { response: 'OK' };
  },

  /** Enrolled devices (never their secret). */
  userOtpDevices: ({ auth, params }) => {
    const userId = pathId(params, 'User');
    mustGet(db.tables.user, auth.tenantId, userId);
    checkSelfOrAdmin(auth, userId);
    const data = db.tables.otpDevice
      .list(auth.tenantId)
      .filter((d) => d.userId === userId)
      .map(({ secret: _secret, ...d }) => d);
    return { data, total: data.length };
  },

  userOtpDeviceDelete: ({ auth, params }) => {
    const userId = pathId(params, 'User');
    mustGet(db.tables.user, auth.tenantId, userId);
    checkSelfOrAdmin(auth, userId);
    const id = params.deviceId ?? '';
    const device = db.tables.otpDevice.get(auth.tenantId, id);
    if (!device || device.userId !== userId) throw notFound('OTP device', id);
    db.tables.otpDevice.remove(auth.tenantId, id);
    return { uid: id };
  },
};
