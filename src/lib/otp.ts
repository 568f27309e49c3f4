/**
 * Two-factor setup helpers shared by the user page and Settings → Security. Pure: the TOTP and QR
 * libraries are loaded only by the screens that compute codes or draw a QR.
 */

/**
 * The issuer an authenticator app shows beside the code. The interface answers only the secret
 * and a QR image, so the console names the issuer itself (docs/spec-gaps.md, row 96).
 */
export const OTP_ISSUER = 'Vigil';

/** RFC 4648 Base32 alphabet, as authenticator apps accept it (padding optional). */
const BASE32 = /^[A-Z2-7]+=*$/;

/** The secret without spaces, dashes or lower case, as it was typed or grouped. */
export function normaliseBase32(secret: string): string {
  return secret.replace(/[\s-]/g, '').toUpperCase();
}

export function isBase32(secret: string): boolean {
  return BASE32.test(normaliseBase32(secret));
}

/** `JBSWY3DPEHPK3PXP` → `JBSW Y3DP EHPK 3PXP`: easier to read out and type into an app. */
export function groupBase32(secret: string, size = 4): string {
  const clean = normaliseBase32(secret).replace(/=+$/, '');
  const groups: string[] = [];
  for (let i = 0; i < clean.length; i += size) groups.push(clean.slice(i, i + size));
  return groups.join(' ');
}

/**
 * The Key Uri Format authenticator apps read from a QR code:
 * `otpauth://totp/Issuer:account?secret=…&issuer=…&algorithm=SHA1&digits=6&period=30`.
 */
export function otpauthUri(opts: { secret: string; account: string; issuer?: string }): string {
  const issuer = opts.issuer ?? OTP_ISSUER;
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(opts.account)}`;
  // encodeURIComponent, not URLSearchParams: apps read `+` as a plus, not a space.
  const query = [
    ['secret', normaliseBase32(opts.secret).replace(/=+$/, '')],
    ['issuer', issuer],
    ['algorithm', 'SHA1'],
    ['digits', '6'],
    ['period', '30'],
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v ?? '')}`)
    .join('&');
  return `otpauth://totp/${label}?${query}`;
}

/** Only an inline raster image is ever shown as the service's QR code (never a remote URL). */
export function isDataImage(src: string | null | undefined): src is string {
  return (
    typeof src === 'string' &&
    /^data:image\/(?:png|gif|jpeg|webp);base64,[A-Za-z0-9+/=\s]+$/.test(src)
  );
}

/** Seconds left in the current 30-second step. */
export function secondsLeft(now: number, period = 30): number {
  return period - (Math.floor(now / 1000) % period);
}
