import { Secret, TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { groupBase32, isBase32, isDataImage, otpauthUri, secondsLeft } from './otp';

describe('groupBase32', () => {
  it('groups a secret in fours', () => {
    expect(groupBase32('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });
  it('leaves a short last group and drops padding', () => {
    expect(groupBase32('JBSWY3DPE=====')).toBe('JBSW Y3DP E');
  });
  it('normalises what was typed or already grouped', () => {
    expect(groupBase32('jbsw y3dp-ehpk')).toBe('JBSW Y3DP EHPK');
    expect(groupBase32('')).toBe('');
  });
  it('tells a Base32 secret from anything else', () => {
    expect(isBase32('JBSW Y3DP')).toBe(true);
    expect(isBase32('JBSW1Y3DP')).toBe(false);
  });
});

describe('otpauthUri', () => {
  const secret = new Secret({ size: 20 }).base32;

  it('is read back by an authenticator library with the same secret, issuer and account', () => {
    const uri = otpauthUri({ secret, account: 'maria.kowalski@northwind.example' });
    const parsed = URI.parse(uri);
    expect(parsed).toBeInstanceOf(TOTP);
    expect(parsed.secret.base32).toBe(secret);
    expect(parsed.issuer).toBe('Vigil');
    expect(parsed.label).toBe('maria.kowalski@northwind.example');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Vigil:maria\.kowalski%40northwind\.example\?/);
  });

  it('gives codes equal to the library’s own URI for the secret', () => {
    const mine = URI.parse(otpauthUri({ secret, account: 'a b', issuer: 'Ex & Co' }));
    const theirs = new TOTP({ secret, issuer: 'Ex & Co', label: 'a b' });
    expect(mine.issuer).toBe('Ex & Co');
    expect(mine.label).toBe('a b');
    expect(mine.generate({ timestamp: 1_700_000_000_000 })).toBe(
      theirs.generate({ timestamp: 1_700_000_000_000 }),
    );
  });

  it('accepts a grouped secret', () => {
    expect(URI.parse(otpauthUri({ secret: groupBase32(secret), account: 'x' })).secret.base32).toBe(
      secret,
    );
  });
});

describe('isDataImage', () => {
  it('accepts an inline raster image only', () => {
    expect(isDataImage('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isDataImage('https://example.com/qr.png')).toBe(false);
    expect(isDataImage('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
    expect(isDataImage('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isDataImage('javascript:alert(1)')).toBe(false);
    expect(isDataImage(null)).toBe(false);
  });
});

describe('secondsLeft', () => {
  it('counts down the 30-second step', () => {
    expect(secondsLeft(0)).toBe(30);
    expect(secondsLeft(29_500)).toBe(1);
    expect(secondsLeft(30_000)).toBe(30);
  });
});
