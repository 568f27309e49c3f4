import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mintKey } from '../mocks/lib/auth';
import { MOCK_URL, connect, expectNoAxeViolations, openLive, uniqueName } from './fixtures';

/** Contracts and actions in live mode against `npm run mock:serve`: real HTTP, bearer keys. */

/** Wrapped Matic on Polygon: the explorer knows it (mocks/db/seed/verified.ts), tenant 1 does not. */
const WMATIC = '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270';

async function openConnected(page: Page, path: string, key: string) {
  await openLive(page, path);
  await expect(page.getByRole('heading', { name: 'Connect to a service' })).toBeVisible();
  await connect(page, key);
  await expect(page.getByLabel('Live connection')).toContainText('Tenant 1');
}

interface ContractRow {
  id: number;
  chainUid: string;
  address: string;
}

/**
 * The server outlives a run (reuseExistingServer) and refuses a second record of one address in a
 * tenant: remove what an earlier run (even a failed one) left at this address.
 */
async function removeContractsAt(request: APIRequestContext, key: string, address: string) {
  const headers = { Authorization: `Bearer ${key}` };
  const res = await request.post(`${MOCK_URL}/api/v1/contract/search`, {
    headers,
    data: { size: 10000 },
  });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: ContractRow[] };
  for (const c of data.filter((r) => r.address.toLowerCase() === address.toLowerCase())) {
    const removed = await request.delete(`${MOCK_URL}/api/v1/contract/${c.id}`, { headers });
    expect(removed.status()).toBe(200);
  }
}

test.describe('contracts and actions in live mode', () => {
  test('adds a contract by fetch from the explorer and shows its ABI', async ({ page }) => {
    const key = await mintKey({ tenantId: 1 });
    await removeContractsAt(page.request, key, WMATIC);
    await openConnected(page, '/contracts/new?projectId=101', key);
    await expect(page.getByRole('heading', { name: 'Add a contract or wallet' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Network' }).fill('polyg');
    await page.getByRole('option', { name: 'Polygon', exact: true }).click();
    const address = page.getByRole('textbox', { name: 'Address', exact: true });
    await address.fill(WMATIC.toLowerCase());
    await page.getByRole('button', { name: 'Fetch from explorer' }).click();
    const fetched = page.getByRole('region', { name: 'Fetched contract' });
    await expect(fetched).toContainText('Found on Polygon');
    await expect(fetched).toContainText('not in your tenant yet');
    await fetched.getByRole('button', { name: 'Use this' }).click();
    await expect(address).toHaveValue(WMATIC);

    const name = uniqueName('Live WMATIC');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: 'Add contract' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const id = /\/contracts\/(\d+)/.exec(page.url())?.[1];
    expect(id).toBeTruthy();

    // Its page, opened afresh from the service: the fetched ABI, by function.
    await page.goto(`/contracts/${id}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Write functions' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^deposit function deposit\(/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^withdraw function withdraw\(/ })).toBeVisible();
    await expect(page.getByText('Uploaded ABI in use')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The service has it under this tenant, by this name.
    const res = await page.request.get(`${MOCK_URL}/api/v1/contract/${id}`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ name, chainUid: 'polygon', address: WMATIC });
    await removeContractsAt(page.request, key, WMATIC);
  });

  test('shows an action with its function signature, linking its contract and wallet', async ({
    page,
  }) => {
    await openConnected(page, '/actions/9001', await mintKey({ tenantId: 1 }));
    await expect(
      page.getByRole('heading', { name: 'Emergency withdraw from Aave pool', level: 1 }),
    ).toBeVisible();
    await expect(page.getByLabel('Function signature')).toContainText(
      'function withdraw(address asset, uint256 amount, address to)',
    );
    const params = page.getByRole('table', { name: 'Parameters' });
    await expect(params.getByRole('row', { name: /amount uint256/ })).toBeVisible();

    const contract = page.getByRole('link', { name: 'Aave v3 Pool (Ethereum)', exact: true });
    await expect(contract).toHaveAttribute('href', '/contracts/1004');
    await expect(page.getByRole('link', { name: 'Treasury signer', exact: true })).toHaveAttribute(
      'href',
      '/contracts/1016',
    );
    // Networks by display name, not uid.
    await expect(page.getByText('Ethereum', { exact: true })).toHaveCount(2);
    await expectNoAxeViolations(page);

    await contract.click();
    await expect(
      page.getByRole('heading', { name: 'Aave v3 Pool (Ethereum)', level: 1 }),
    ).toBeVisible();
  });
});
