import type { Tables } from '../db/store';
import { db } from '../db/store';
import { badRequest } from '../lib/errors';
import type { Implementations } from '../lib/implement';
import { pathId } from '../lib/implement';
import { mustGet } from '../lib/resource';

type OtpImpl = Pick<Implementations, 'userOtpSetup' | 'userOtpComplete'>;

export const OTP_ISSUER = 'Vigil';

/**
 * Secrets handed out by setup and not yet confirmed, per user. Keyed by the store's tables so a
 * reseed or a restored snapshot (both replace the tables) starts with none pending.
 */
const pendingByTables = new WeakMap<Tables, Map<number, string>>();
function pending(): Map<number, string> {
  let map = pendingByTables.get(db.tables);
  if (!map) {
    map = new Map();
    pendingByTables.set(db.tables, map);
  }
  return map;
}

// Loaded on first use: the OTP and QR libraries are needed only on the two-factor screens.
const loadOtp = () => import('otpauth');

/** Starts a setup for a user the tenant can see: a fresh 160-bit Base32 secret, remembered. */
export async function beginOtpSetup(tenantId: number, userId: number) {
  const user = mustGet(db.tables.user, tenantId, userId);
  const { Secret, TOTP } = await loadOtp();
  const secret = new Secret({ size: 20 }).base32;
  pending().set(userId, secret);
  const totp = new TOTP({ issuer: OTP_ISSUER, label: user.email ?? `user-${userId}`, secret });
  return { secret, uri: totp.toString() };
}

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
    const { secret, uri } = await beginOtpSetup(auth.tenantId, pathId(params, 'User'));
    const QRCode = await import('qrcode');
    return {
      totpSecret: secret,
      totpSecretQrCode: await QRCode.toDataURL(uri, { margin: 2, width: 240 }),
    };
  },

  userOtpComplete: async ({ auth, params, body }) => {
    const userId = pathId(params, 'User');
    mustGet(db.tables.user, auth.tenantId, userId);
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
    // The same secret may serve several devices, but each device name only once (real-service notes).
    const enrolled = db.tables.otpDevice
      .list(auth.tenantId)
      .some(
        (d) => d.userId === userId && d.secret === body.secret && d.deviceName === body.deviceName,
      );
    if (enrolled) errors.push('deviceName: already enrolled');
    if (errors.length) throw badRequest('Validation failed', errors);

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
