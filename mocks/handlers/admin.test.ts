import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { Invitation } from '../../src/api/user/schemas';
import { db } from '../db/store';
import { callRaw, keyFor, TENANT_A, TENANT_B, setupMockServer } from '../test/harness';
import { OTP_MAX_ATTEMPTS } from './otp';

setupMockServer();

const errorsOf = (body: unknown) => (body as { errors: string[] }).errors;
const ME = 801; // the first active admin: the user behind the default test key
const OTHER = 803;

describe('roles', () => {
  it('answers 403 with the error body to keys without a tenant admin role', async () => {
    const key = await keyFor(TENANT_A, { roles: ['extractor-event', 'extractor-service'] });
    const calls = [
      callRaw('organisationCreate', { key, body: { name: 'X', parent: 'Y' } }),
      callRaw('tenantUpdate', { key, params: { id: TENANT_A }, body: { name: 'X' } }),
      callRaw('userUpdate', { key, params: { id: OTHER }, body: { status: 'DISABLED' } }),
      callRaw('invitationCreate', {
        key,
        body: { email: 'a@northwind.example', roles: ['admin'], organisationId: 701 },
      }),
      callRaw('invitationRevoke', { key, params: { id: 901 } }),
      callRaw('userOtpSetup', { key, params: { id: OTHER } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ statusCode: 403, message: 'Forbidden' });
      expect(errorsOf(res.body)[0]).toMatch(/^roles: .*needs admin or extractor-admin/);
    }
    const ea = await keyFor(TENANT_A, { roles: ['extractor-admin'] });
    expect((await callRaw('userUpdate', { key: ea, params: { id: OTHER }, body: {} })).status).toBe(
      200,
    );
  });
  it('lets only an admin key grant admin, in an invitation or an edit; keeping it grants nothing', async () => {
    const ea = await keyFor(TENANT_A, { roles: ['extractor-admin'] });
    const invite = (key: string, email: string) =>
      callRaw('invitationCreate', {
        key,
        body: { email, roles: ['extractor-event', 'admin'], organisationId: 701 },
      });
    const refused = await invite(ea, 'climber@northwind.example');
    expect(refused.status).toBe(403);
    expect(errorsOf(refused.body)[0]).toMatch(
      /^roles: .*may not grant the admin role; it needs admin$/,
    );
    expect(
      db.tables.invitation.list(TENANT_A).some((i) => i.email === 'climber@northwind.example'),
    ).toBe(false);
    expect((await invite(await keyFor(TENANT_A), 'boss@northwind.example')).status).toBe(200);

    const other = db.tables.user.get(TENANT_A, OTHER);
    expect(other?.roles).not.toContain('admin');
    const promote = await callRaw('userUpdate', {
      key: ea,
      params: { id: OTHER },
      body: { roles: [...(other?.roles ?? []), 'admin'] },
    });
    expect(promote.status).toBe(403);
    expect(db.tables.user.get(TENANT_A, OTHER)?.roles).toEqual(other?.roles);
    // An admin user edited by a tenant admin keeps the role it has.
    const admin = db.tables.user.list(TENANT_A).find((u) => u.roles?.includes('admin'));
    if (!admin) throw new Error('no admin user in the seed');
    const keep = await callRaw('userUpdate', {
      key: ea,
      params: { id: admin.id },
      body: { roles: admin.roles ?? [], firstName: 'Kept' },
    });
    expect(keep.status).toBe(200);
  });
});

describe('tenant settings', () => {
  it('refuses a blank name and non-http(s) logos', async () => {
    const res = await callRaw('tenantUpdate', {
      params: { id: TENANT_A },
      body: { name: '  ', icon: 'javascript:alert(1)', darkLogo: 'ftp://x/y.svg' },
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toEqual([
      'name: name must not be blank',
      'icon: icon must be blank or an http(s) URL',
      'darkLogo: darkLogo must be blank or an http(s) URL',
    ]);
  });
});

describe('two-factor setup', () => {
  const setup = async (id = ME) =>
    (await callRaw('userOtpSetup', { params: { id } })).body as { totpSecret: string };

  it('answers the same secret while a setup is pending', async () => {
    const a = await setup();
    const b = await setup();
    expect(b.totpSecret).toBe(a.totpSecret);
  });

  it('locks out after too many wrong codes with 429 and a retry time', async () => {
    const { totpSecret: secret } = await setup();
    const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const body = { secret, deviceName: 'Pixel', totpCode: wrong };
    const statuses: number[] = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++)
      statuses.push((await callRaw('userOtpComplete', { params: { id: ME }, body })).status);
    expect(statuses).toEqual([...Array<number>(OTP_MAX_ATTEMPTS - 1).fill(400), 429]);
    const locked = await callRaw('userOtpComplete', {
      params: { id: ME },
      body: { ...body, totpCode: code },
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ message: expect.stringMatching(/try again in \d+ s/) });
  });

  it('lists and removes devices without ever answering the secret', async () => {
    const list = await callRaw('userOtpDevices', { params: { id: ME } });
    const devices = (list.body as { data: Record<string, unknown>[] }).data;
    expect(devices).toEqual([expect.objectContaining({ deviceName: 'Work phone' })]);
    expect(devices[0]).not.toHaveProperty('secret');
    const id = String(devices[0]?.id);
    const del = await callRaw('userOtpDeviceDelete', { params: { id: ME, deviceId: id } });
    expect(del.status).toBe(200);
    const wrongUser = await callRaw('userOtpDeviceDelete', {
      params: { id: OTHER, deviceId: id },
    });
    expect(wrongUser.status).toBe(404);
  });
});

describe('invitations and users', () => {
  it('invites, lists as PENDING (past dates as EXPIRED), refuses a second invite and revokes', async () => {
    const body = {
      email: 'New@Northwind.example',
      roles: ['extractor-event'],
      organisationId: 701,
    };
    const made = await callRaw('invitationCreate', { body });
    expect(made.status).toBe(200);
    const inv = made.body as Invitation;
    expect(inv).toMatchObject({ email: 'new@northwind.example', status: 'PENDING' });
    const twice = await callRaw('invitationCreate', { body });
    expect(errorsOf(twice.body)).toEqual([expect.stringMatching(/^email: .*pending invitation/)]);
    const member = await callRaw('invitationCreate', {
      body: { ...body, email: 'Maria.Kowalski@northwind.example' },
    });
    // The rule first, then the address: the console capitalises a message's first letter.
    expect(errorsOf(member.body)).toEqual([
      'email: already a user of this tenant: maria.kowalski@northwind.example',
    ]);
    const bad = await callRaw('invitationCreate', {
      body: { ...body, email: 'x@northwind.example', roles: ['root'], organisationId: 704 },
    });
    expect(errorsOf(bad.body)).toEqual([
      expect.stringMatching(/^roles\[0\]: unknown role/),
      'organisationId: organisation 704 does not exist',
    ]);

    const list = await callRaw('invitationSearch', { body: { size: 100 } });
    const statuses = (list.body as { data: Invitation[] }).data.map((i) => i.status);
    expect(statuses).toEqual(expect.arrayContaining(['PENDING', 'EXPIRED', 'REVOKED']));

    expect((await callRaw('invitationRevoke', { params: { id: inv.id } })).status).toBe(200);
    const again = await callRaw('invitationRevoke', { params: { id: inv.id } });
    expect(errorsOf(again.body)).toEqual([`id: invitation ${inv.id} is REVOKED, not pending`]);
  });

  it('has 25+ users per tenant over several organisations and roles', () => {
    for (const t of [TENANT_A, TENANT_B]) {
      const users = db.tables.user.list(t);
      expect(users.length).toBeGreaterThanOrEqual(25);
      expect(new Set(users.map((u) => u.organisationId)).size).toBeGreaterThanOrEqual(2);
      expect(new Set(users.flatMap((u) => u.roles ?? [])).size).toBe(4);
    }
  });
});
