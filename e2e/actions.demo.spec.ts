import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openDemo, setScenario, uniqueName } from './fixtures';

const COLD = '0x7ABD13c25547ccffD766506D17Bf37dE7f2022bB';

async function pick(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Name, wallet, USDC on Ethereum, transfer(address,uint256) with its two params. */
async function fillBasics(page: Page, name: string, amount = '1000000') {
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await pick(page, 'Wallet', /^Treasury signer · Ethereum/);
  await pick(page, 'Contract', /^USD Coin · Ethereum/);
  await page.getByRole('combobox', { name: 'Function' }).fill('transfer(');
  await page.getByRole('option', { name: 'transfer(address to, uint256 value)' }).click();
  await page.getByLabel('to (address)').fill(COLD);
  await page.getByLabel('value (uint256)').fill(amount);
}

async function typeScript(page: Page, name: string, text: string) {
  // A new binding runs always: its filter is written once that is switched off.
  const binding = /^Filter script of (.+)$/.exec(name)?.[1];
  if (binding)
    await page
      .getByRole('group', { name: binding })
      .getByRole('switch', { name: /Run always/ })
      .uncheck();
  const editor = page.getByRole('textbox', { name });
  await editor.click();
  await editor.pressSequentially(text);
  await page.keyboard.press('Escape');
}

test.describe('actions in demo mode', () => {
  test('builds an action with params, bindings with scripts and a destination, then shows exactly that', async ({
    page,
  }) => {
    test.slow();
    await openDemo(page, '/actions/new');
    const name = uniqueName('Sweep on outflow');
    await fillBasics(page, name);

    await page.getByRole('button', { name: 'Add detector binding' }).click();
    const detector = page.getByRole('group', { name: 'detector binding 1' });
    await pick(page, 'Detector (binding 1)', 'USDC large transfers');
    await typeScript(page, 'Filter script of detector binding 1', 'e.severity >= 0.5');
    // Tab leaves a script editor as it leaves any field, and adds nothing to the script.
    const filter = page.getByRole('textbox', { name: 'Filter script of detector binding 1' });
    await filter.click();
    await page.keyboard.press('Tab');
    await expect(filter).not.toBeFocused();
    await expect(filter).toHaveText('e.severity >= 0.5');
    await detector.getByLabel('Value of value for detector binding 1').getByText('Script').click();
    await typeScript(page, 'Script for value of detector binding 1', "e.getMeta().get('value')");

    await page.getByRole('button', { name: 'Add trigger-alert binding' }).click();
    const alert = page.getByRole('group', { name: 'trigger alert binding 1' });
    await pick(page, 'Trigger alert (binding 1)', /Outflow above 250k USDC/);
    await alert.getByRole('switch', { name: /Run always/ }).check();

    // DEFAULT-tagged destinations start selected; keep only the e-mail.
    await expect(page.getByLabel('email secops@northwind.example')).toBeChecked();
    await page.getByLabel('telegram Northwind SecOps').uncheck();

    const review = page.getByLabel('Request body (JSON)');
    await expect(review).toContainText('"funcSignature": "transfer(address,uint256)"');
    await expect(review).toContainText('"scriptFilter": "e.severity >= 0.5"');
    await expect(review).toContainText(`"value": "e.getMeta().get('value')"`);
    await expect(review).toContainText('"scriptFilter": null');
    await page.getByRole('tab', { name: 'curl' }).click();
    await expect(page.getByLabel('curl command')).toContainText('Bearer $VIGIL_API_KEY');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Create action' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByLabel('Function signature')).toHaveText(
      'function transfer(address to, uint256 value) returns (bool)',
    );
    const params = page.getByRole('table', { name: 'Parameters' });
    await expect(params.getByRole('row', { name: /to address/ })).toContainText(COLD);
    await expect(params.getByRole('row', { name: /value uint256/ })).toContainText('1000000');
    await expect(page.getByText('USDC large transfers')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Filter of USDC large transfers' })).toHaveText(
      'e.severity >= 0.5',
    );
    await expect(
      page.getByRole('textbox', { name: 'Script for value of USDC large transfers' }),
    ).toHaveText("e.getMeta().get('value')");
    await expect(
      page.getByText(
        /runs every time Large USDC outflow from treasury › Outflow above 250k USDC fires/,
      ),
    ).toBeVisible();
    await expect(page.getByText('secops@northwind.example')).toBeVisible();
    await expect(page.getByText('Northwind SecOps')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a wrong param type is caught at its field, and a wallet of another network on its own', async ({
    page,
  }) => {
    await openDemo(page, '/actions/new');
    await fillBasics(page, uniqueName('Typed'), '12abc');
    const value = page.getByLabel('value (uint256)');
    await expect(
      page.getByText('Must be a whole number (decimal or 0x hex) for uint256'),
    ).toBeVisible();
    await page.getByLabel('to (address)').fill('0x7abd13c25547ccffD766506D17Bf37dE7f2022bB');
    await expect(page.getByText(/Wrong checksum: did you mean 0x7ABD13/)).toBeVisible();
    await page.getByRole('button', { name: 'Create action' }).click();
    await expect(page.getByRole('alert').first()).toContainText(
      'Please fix the highlighted fields',
    );
    await expect(value).toHaveAttribute('aria-invalid', 'true');

    // Fixed; a wallet on another network than the contract's is refused on the Wallet field
    // before any request (the service would refuse it too).
    await page.getByLabel('to (address)').fill(COLD);
    await value.fill('0x3e8');
    await pick(page, 'Wallet', /^Ops hot wallet \(Arbitrum\)/);
    await expect(page.getByText('Different networks')).toBeVisible();
    await page.getByRole('button', { name: 'Create action' }).click();
    await expect(page.getByRole('alert').first()).toContainText(
      'Wallet: This wallet is on Arbitrum',
    );
    await expect(page.getByRole('combobox', { name: 'Wallet' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('a server error keeps the whole form, and the retry creates it once', async ({ page }) => {
    await openDemo(page, '/actions/new');
    const name = uniqueName('Resilient action');
    await fillBasics(page, name);
    await page.getByRole('button', { name: 'Add detector binding' }).click();
    await pick(page, 'Detector (binding 1)', 'USDC large transfers');
    await typeScript(page, 'Filter script of detector binding 1', 'e.numericSeverity > 0.7');
    await setScenario(page, 'server-error');
    await page.getByRole('button', { name: 'Create action' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText(
      'Internal server error',
    );
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(page.getByLabel('to (address)')).toHaveValue(COLD);
    await expect(page.getByLabel('value (uint256)')).toHaveValue('1000000');
    await expect(
      page.getByRole('textbox', { name: 'Filter script of detector binding 1' }),
    ).toHaveText('e.numericSeverity > 0.7');
    await setScenario(page, 'none');
    await page.getByRole('button', { name: 'Create action' }).dblclick();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.goto(`/actions?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(1);
  });

  test('the draft survives a reload and can be discarded', async ({ page }) => {
    await openDemo(page, '/actions/new');
    const name = uniqueName('Drafted');
    await fillBasics(page, name, '42');
    await page.waitForTimeout(700);
    await page.reload();
    await expect(page.getByText('Draft restored')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(page.getByRole('combobox', { name: 'Function' })).toHaveValue(
      'transfer(address to, uint256 value)',
    );
    await expect(page.getByLabel('value (uint256)')).toHaveValue('42');
    await page.getByRole('button', { name: 'Discard draft' }).first().click();
    // It asks first: Cancel keeps everything.
    const ask = page.getByRole('dialog', { name: 'Discard this draft?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await page.getByRole('button', { name: 'Discard draft' }).first().click();
    await ask.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await page.reload();
    await expect(page.getByText('Draft restored')).toHaveCount(0);
  });

  test('lists and filters actions in the URL, runs one manually, axe clean in light and dark', async ({
    page,
  }) => {
    // Six axe passes over large pages: more than the default 30 s on a busy machine.
    test.slow();
    await openDemo(page, '/actions');
    const table = page.getByRole('table', { name: 'Actions' });
    await expect(
      table.getByRole('link', { name: 'Blacklist exploiter on USDC', exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await pick(page, 'Contract', /^USD Coin · Ethereum/);
    await expect(page).toHaveURL(/contractId=1001/);
    await expect(
      table.getByRole('link', { name: 'Emergency withdraw from Aave pool', exact: true }),
    ).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Search' }).fill('cold');
    await expect(page).toHaveURL(/q=cold/);
    await expect(page.getByText(/Showing 1–1 of 1/)).toBeVisible();

    await page.goto('/actions/9001');
    await page.getByRole('button', { name: 'Run manually' }).click();
    const dialog = page.getByRole('dialog', {
      name: /Run “Emergency withdraw from Aave pool” now/,
    });
    await expect(dialog).toContainText('This sends a transaction');
    await expect(dialog.getByRole('button', { name: 'Send transaction' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await dialog.getByRole('combobox', { name: 'Severity level' }).click();
    await page.getByRole('option', { name: 'HIGH' }).click();
    await dialog.getByLabel(/I understand that this sends a transaction/).check();
    await dialog.getByRole('button', { name: 'Send transaction' }).click();
    const result = dialog.getByRole('table', { name: 'Run result' });
    await expect(result.getByRole('rowheader', { name: 'Transaction' })).toBeVisible();
    // The copy button keeps its width beside the truncated hash (it was cut to "Cop").
    const copy = await result.getByRole('button', { name: 'Copy', exact: true }).boundingBox();
    const cell = await result
      .getByRole('row', { name: /^Transaction / })
      .getByRole('cell')
      .boundingBox();
    expect(copy && cell && copy.x + copy.width <= cell.x + cell.width).toBe(true);
    await expect(result).toContainText('SUBMITTED');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoAxeViolations(page);
    await page.goto('/actions/new');
    await pick(page, 'Contract', /^USD Coin · Ethereum/);
    await page.getByRole('button', { name: 'Add detector binding' }).click();
    await typeScript(page, 'Filter script of detector binding 1', 'e.severity >= 0.5');
    await expectNoAxeViolations(page);
    // Error messages are readable in the dark theme too.
    await page.getByRole('button', { name: 'Create action' }).click();
    await expect(page.getByText('Choose a detector', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/actions');
    await expectNoAxeViolations(page);
  });
});
