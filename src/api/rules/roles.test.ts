import { describe, expect, it } from 'vitest';
import { canWrite, forbiddenReason, rolesFor } from './roles';

describe('canWrite', () => {
  it('lets tenant admins change tenant administration', () => {
    for (const what of [
      'organisation',
      'tenant',
      'user',
      'invitation',
      'other-user-otp',
    ] as const) {
      expect(canWrite(['admin'], what)).toBe(true);
      expect(canWrite(['extractor-admin'], what)).toBe(true);
      expect(canWrite(['extractor-event'], what)).toBe(false);
      expect(canWrite(['extractor-service', 'extractor-event'], what)).toBe(false);
    }
  });

  it('keeps the global schema catalogue to admin keys', () => {
    expect(canWrite(['admin'], 'schema')).toBe(true);
    expect(canWrite(['extractor-admin'], 'schema')).toBe(false);
    expect(rolesFor('schema')).toEqual(['admin']);
  });

  it('refuses a key without roles or with unknown ones', () => {
    expect(canWrite([], 'user')).toBe(false);
    expect(canWrite(undefined, 'user')).toBe(false);
    expect(canWrite(['superuser'], 'tenant')).toBe(false);
  });
});

describe('forbiddenReason', () => {
  it('names the field, the key roles and the roles needed', () => {
    expect(forbiddenReason(['admin'], 'user')).toBeUndefined();
    const why = forbiddenReason(['extractor-event'], 'invitation');
    expect(why).toMatch(/^roles: /);
    expect(why).toContain('extractor-event');
    expect(why).toContain('admin or extractor-admin');
    expect(forbiddenReason([], 'schema')).toContain('no roles');
  });
});
