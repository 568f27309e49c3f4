import { expect, test } from '@playwright/test';
import { mintKey } from '../mocks/lib/auth';
import { MOCK_URL, connect, expectNoAxeViolations, openLive, uniqueName } from './fixtures';

/** Live mode against `npm run mock:serve`: real HTTP, CORS, bearer keys. */
test.describe('projects in live mode', () => {
  test('asks to connect, refuses a bad key at the field, then works with a good one', async ({
    page,
  }) => {
    await openLive(page, '/projects?q=lend');
    await expect(page.getByRole('heading', { name: 'Connect to a service' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A host without its scheme, the likeliest slip: the field says what it lacks.
    await page.getByLabel('Service base URL').fill(new URL(MOCK_URL).host);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByText('Start the URL with https://')).toBeVisible();
    await page.getByLabel('Service base URL').fill(MOCK_URL);
    await page.getByLabel('API key').fill('not-a-key');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(
      page.getByText('An API key is a JWT: three parts separated by dots'),
    ).toBeVisible();

    // A tampered key: tenant 1's signature on a payload claiming tenant 2. (Flipping the last
    // character is not enough: base64url's final character may carry only padding bits.)
    const [header, , signature] = (await mintKey({ tenantId: 1 })).split('.');
    const forged = Buffer.from(
      JSON.stringify({ tenantId: 2, roles: ['admin'], iss: 'vigil-mock', exp: 4102444800 }),
    ).toString('base64url');
    await page.getByLabel('API key').fill(`${header}.${forged}.${signature}`);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByText(/The service refused this key/)).toBeVisible();

    await page.getByLabel('API key').fill(await mintKey({ tenantId: 1, roles: ['admin'] }));
    await page.getByRole('button', { name: 'Connect' }).click();
    // Back where the user was going, filters included.
    await expect(page).toHaveURL(/\/projects\?q=lend/);
    await expect(
      page.getByRole('link', { name: 'Lending Protocol v2', exact: true }),
    ).toBeVisible();
    const indicator = page.getByLabel('Live connection');
    await expect(indicator).toContainText('Live');
    await expect(indicator).toContainText('Tenant 1');
    await expect(page.getByLabel('Demo mode')).toHaveCount(0);

    // Back to the demo from Settings, in one click.
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Back to the demo' }).click();
    await expect(page.getByLabel('Demo mode')).toBeVisible();
    await expect(page.getByLabel('Live connection')).toHaveCount(0);
  });

  test('creates, edits and deletes a project on the service; another tenant cannot see it', async ({
    page,
  }) => {
    await openLive(page);
    await connect(page, await mintKey({ tenantId: 1 }));
    await page.getByRole('link', { name: 'New project', exact: true }).first().click();
    const name = uniqueName('Live project');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const id = /\/projects\/(\d+)/.exec(page.url())?.[1];
    expect(id).toBeTruthy();

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('edited live');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('edited live')).toBeVisible();

    // Tenant 2's key sees no such project over the same HTTP service.
    const other = await mintKey({ tenantId: 2 });
    const res = await page.request.get(`${MOCK_URL}/api/v1/project/${id}`, {
      headers: { Authorization: `Bearer ${other}` },
    });
    expect(res.status()).toBe(404);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete project' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  });

  test('an expired key is renewed in place: the page stays and loads with the new key', async ({
    page,
  }) => {
    await openLive(page);
    await connect(page, await mintKey({ tenantId: 1 }));
    await expect(
      page.getByRole('link', { name: 'Treasury Operations', exact: true }),
    ).toBeVisible();
    // The stored key is replaced by one that has already expired (no waiting on a clock).
    const expired = await mintKey({ tenantId: 1, lifetime: -60 });
    await page.evaluate(
      ([baseUrl, apiKey]) =>
        sessionStorage.setItem('vigil.live', JSON.stringify({ baseUrl, apiKey })),
      [MOCK_URL, expired],
    );
    await page.goto('/projects/102');
    const dialog = page.getByRole('dialog', { name: 'Your key expired' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/projects\/102$/);
    await dialog.getByLabel('New API key').fill(await mintKey({ tenantId: 2 }));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText(/This key is for tenant 2/)).toBeVisible();
    await dialog.getByLabel('New API key').fill(await mintKey({ tenantId: 1 }));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('heading', { name: 'Lending Protocol v2', level: 1 }),
    ).toBeVisible();
  });

  test('giving up on an expired key signs out to the connect page, which brings the user back', async ({
    page,
  }) => {
    await openLive(page);
    await connect(page, await mintKey({ tenantId: 1 }));
    await expect(
      page.getByRole('link', { name: 'Treasury Operations', exact: true }),
    ).toBeVisible();
    const expired = await mintKey({ tenantId: 1, lifetime: -60 });
    await page.evaluate(
      ([baseUrl, apiKey]) =>
        sessionStorage.setItem('vigil.live', JSON.stringify({ baseUrl, apiKey })),
      [MOCK_URL, expired],
    );
    await page.goto('/projects/102');
    await page
      .getByRole('dialog', { name: 'Your key expired' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expect(page.getByRole('heading', { name: 'Connect to a service' })).toBeVisible();
    await expect(page.getByText('Your session ended')).toBeVisible();
    await page.getByLabel('Service base URL').fill(MOCK_URL);
    await page.getByLabel('API key').fill(await mintKey({ tenantId: 1 }));
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page).toHaveURL(/\/projects\/102$/);
  });

  test('the key stays in sessionStorage unless remembered, and sign-out forgets it', async ({
    page,
  }) => {
    await openLive(page);
    const key = await mintKey({ tenantId: 1 });
    await connect(page, key);
    await expect(
      page.getByRole('link', { name: 'Treasury Operations', exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('vigil.live'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('vigil.live'))).toContain(key);
    expect(page.url()).not.toContain(key);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    const keyless: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/') && !r.headers()['authorization']) keyless.push(r.url());
    });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Connect to a service' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('vigil.live'))).toBeNull();
    // Nothing still on screen asked the service again without a key.
    expect(keyless).toEqual([]);
    // The key is gone; the service's address is offered again.
    await expect(page.getByLabel('Service base URL')).toHaveValue(MOCK_URL);
    await expect(page.getByLabel('API key')).toHaveValue('');
  });
});
