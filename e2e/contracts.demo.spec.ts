import { expect, test } from '@playwright/test';
import { expectAccessibleInBothThemes, expectNoAxeViolations, openDemo } from './fixtures';

const LINK_TOKEN = '0x514910771AF9Ca656af840dff83E8264EcF986CA';

test.describe('contracts and wallets in demo mode', () => {
  test('lists contracts with filters in the URL, per project too', async ({ page }) => {
    await openDemo(page, '/contracts');
    const table = page.getByRole('table', { name: 'Contracts and wallets' });
    await expect(table.getByRole('link', { name: 'USD Coin', exact: true })).toBeVisible();
    await expect(page.getByText(/Showing 1–21 of 21/)).toBeVisible();
    // An address's short form is shown whole beside its buttons (it lost "E2" at every width).
    const cut = await table
      .locator('td span[title^="0x"]')
      .evaluateAll((spans) => spans.filter((e) => e.scrollWidth > e.clientWidth).length);
    expect(cut).toBe(0);
    await expectAccessibleInBothThemes(page);

    await page.getByRole('combobox', { name: 'Network' }).click();
    await page.getByRole('option', { name: 'TRON' }).click();
    await expect(page).toHaveURL(/network=tron/);
    await expect(
      table.getByRole('link', { name: 'Tether USD (TRC-20)', exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/Showing 1–1 of 1/)).toBeVisible();

    await page.goto('/contracts?projectId=102&type=WALLET');
    await expect(
      table.getByRole('link', { name: 'Ops hot wallet (Arbitrum)', exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/Showing 1–1 of 1/)).toBeVisible();
    await expect(table.getByRole('link', { name: /0x7864/ })).toHaveAttribute(
      'href',
      'https://arbiscan.io/address/0x7864114746c14d88dee162ea9e6b0948799c461c',
    );
  });

  test('adds a contract by fetch, after a checksum error and a failed fetch', async ({ page }) => {
    await openDemo(page, '/contracts/new?projectId=101');
    await expect(page.getByRole('heading', { name: 'Add a contract or wallet' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Network' }).fill('ether');
    await page.getByRole('option', { name: 'Ethereum', exact: true }).click();

    const address = page.getByRole('textbox', { name: 'Address', exact: true });
    await address.fill(`0x514910771aF9Ca656af840dff83E8264EcF986CA`);
    await expect(page.getByText(/EIP-55 checksum \(mixed case\) is wrong/)).toBeVisible();
    await address.fill('0x1111111111111111111111111111111111111111');
    await page.getByRole('button', { name: 'Fetch from explorer' }).click();
    await expect(page.getByRole('alert')).toContainText('No verified contract found');
    await expect(address).toHaveValue('0x1111111111111111111111111111111111111111');

    await address.fill(LINK_TOKEN.toLowerCase());
    await page.getByRole('button', { name: 'Fetch from explorer' }).click();
    const fetched = page.getByRole('region', { name: 'Fetched contract' });
    await expect(fetched).toContainText('Found on Ethereum');
    await expect(fetched).toContainText('not in your tenant yet');
    await expectAccessibleInBothThemes(page);
    await fetched.getByRole('button', { name: 'Use this' }).click();
    await expect(address).toHaveValue(LINK_TOKEN);
    await expect(page.getByText('verified ABI', { exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: 'Name' }).fill('ChainLink Token');
    await page.getByRole('button', { name: 'Add contract' }).click();
    await expect(page.getByRole('heading', { name: 'ChainLink Token', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Read functions' })).toBeVisible();
    // Taken from the explorer, so no override.
    await expect(page.getByText('Uploaded ABI in use')).toHaveCount(0);
  });

  test('browses an ABI, filters it and copies a selector', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openDemo(page, '/contracts/1001');
    await expect(page.getByRole('heading', { name: 'USD Coin', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Write functions' })).toBeVisible();
    await expectAccessibleInBothThemes(page);

    await page.getByRole('textbox', { name: 'Filter' }).fill('0xa9059cbb');
    const row = page.getByRole('button', { name: /^transfer function transfer\(/ });
    await expect(row).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Read functions' })).toHaveCount(0);
    await row.click();
    await expect(page.getByRole('list', { name: 'Inputs' })).toContainText('address');
    await expect(page.getByText('transfer(address,uint256)', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Copy selector of transfer' }).click();
    await expect(
      page.getByRole('button', { name: 'Copy selector of transfer: copied' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0xa9059cbb');

    await page.getByRole('radiogroup', { name: 'ABI view' }).getByText('JSON').click();
    await expect(page.getByRole('region', { name: 'ABI JSON' })).toContainText(
      '"name": "transferFrom"',
    );
    await expectNoAxeViolations(page);
    await expect(page.getByRole('button', { name: /Download usd-coin\.abi\.json/ })).toBeVisible();

    await page.getByRole('tab', { name: 'Event params' }).click();
    await expect(page).toHaveURL(/\/contracts\/1001\/events$/);
    const tree = page.getByRole('list', { name: 'Event params of Ethereum' });
    await expect(tree).toContainText('eventParams');
    await page.getByRole('textbox', { name: 'Search' }).fill('gasPrice');
    await expect(tree).toContainText('Effective gas price');
    await expect(tree).not.toContainText('blockTimeMs');
    await expectAccessibleInBothThemes(page);
  });

  test('shows proxy and implementation ABIs and removes an override', async ({ page }) => {
    await openDemo(page, '/contracts/1005');
    await expect(page.getByRole('tab', { name: /Implementation ABI/ })).toBeVisible();
    await expect(page.getByText('Uploaded ABI in use')).toBeVisible();
    await expect(page.getByRole('button', { name: /^setPoolPause function/ })).toBeVisible();
    await expectAccessibleInBothThemes(page);

    await page.getByRole('button', { name: 'Remove ABI override' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove ABI override?' });
    await dialog.getByRole('button', { name: 'Remove override' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Uploaded ABI in use')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /Implementation ABI/ })).toContainText('verified');
    await expect(page.getByRole('button', { name: /^setPoolPause function/ })).toHaveCount(0);
  });

  test('has clean empty states for networks without ABIs, and a networks area', async ({
    page,
  }) => {
    await openDemo(page, '/contracts/1015');
    await expect(page.getByText('Bitcoin has no ABIs')).toBeVisible();
    await page.getByRole('link', { name: 'Networks', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Networks', level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(page);
    await page.getByRole('link', { name: 'Stellar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Stellar', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Event params of Stellar' })).toContainText(
      'operationType',
    );
    await expectAccessibleInBothThemes(page);
  });
});

test.describe('tokenomics and documentation in demo mode', () => {
  test('creates a tokenomics category and sees its chart', async ({ page }) => {
    await openDemo(page, '/tokenomics?contractId=1021');
    await expect(
      page.getByRole('heading', { name: 'Tokenomics of Northwind Token' }),
    ).toBeVisible();
    const stacked = page.getByRole('figure', { name: /all categories stacked/ });
    await expect(stacked.locator('svg').first()).toBeVisible();
    // The legend names the categories in the list's order (the stack's, from its bottom).
    await expect(stacked.locator('.mantine-ChartLegend-legendItemName')).toHaveText([
      'Ecosystem',
      'Investors',
      'Liquidity',
      'Team',
      'Treasury',
    ]);
    await expectAccessibleInBothThemes(page);

    await page.getByRole('button', { name: 'New category' }).click();
    const dialog = page.getByRole('dialog', { name: 'New category' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Advisors');
    const allocation = dialog.getByRole('textbox', { name: 'Allocation address' });
    await allocation.fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await expect(dialog.getByText('an EVM address starts with 0x')).toBeVisible();
    await allocation.fill('0x9d21b8c00c4b90b9a44b452fd317953db2890238');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create category' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('button', { name: /^Advisors/ });
    await expect(row).toBeVisible();
    // Nothing the user did not enter: a new category has no invented schedule.
    await expect(row).toContainText('No schedule yet');
    await row.click();
    await expect(page.getByText(/No unlocks scheduled yet/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Schedule of Advisors' })).toHaveCount(0);
    // A seeded category with a schedule shows its table and chart.
    await page.getByRole('button', { name: /^Team/ }).click();
    await expect(page.getByRole('table', { name: 'Schedule of Team' })).toBeVisible();
    await expect(
      page
        .getByRole('figure', { name: /Schedule of Team/ })
        .locator('svg')
        .first(),
    ).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });

  test('edits a documentation entry and never saves invalid JSON', async ({ page }) => {
    await openDemo(page, '/projects/101');
    await expect(page.getByRole('heading', { name: 'Documentation' })).toBeVisible();
    await expectAccessibleInBothThemes(page);
    const openEditor = async () => {
      await page.getByRole('button', { name: 'Edit Treasury links' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Treasury links' });
      const params = dialog.getByRole('textbox', { name: /Params/ });
      await params.fill('{"links": [ {"label": "Safe"} ');
      await expect(dialog.getByText(/Not valid JSON/)).toBeVisible();
      return { dialog, params };
    };
    let { dialog, params } = await openEditor();
    await dialog.getByRole('button', { name: 'Save entry' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Please fix the highlighted fields');
    // Left, the field still says why under it, not only in red.
    await params.blur();
    await expect(params).toHaveAccessibleDescription(/Not valid JSON/);
    await expectNoAxeViolations(page);
    // The same editor, in the dark theme (the invalid edit is unsaved: Cancel asks first).
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    ({ dialog, params } = await openEditor());
    await expectNoAxeViolations(page);

    await params.fill('["not", "an object"]');
    await expect(dialog.getByText('Params must be a JSON object ({ … })')).toBeVisible();
    await params.fill(
      '{"links": [{"label": "Safe", "url": "https://app.safe.global"}], "owner": "ops"}',
    );
    await dialog.getByRole('textbox', { name: 'Type' }).fill('LINKS');
    await dialog.getByRole('button', { name: 'Save entry' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: /^Treasury links/ }).click();
    await expect(page.getByRole('list', { name: 'Params of Treasury links' })).toContainText(
      '"ops"',
    );
  });

  test('asks before closing the documentation editor with unsaved edits, never otherwise', async ({
    page,
  }) => {
    await openDemo(page, '/projects/101');
    const editor = page.getByRole('dialog', { name: 'Edit Treasury links' });
    const ask = page.getByRole('dialog', { name: 'Discard changes?' });
    const type = editor.getByRole('textbox', { name: 'Type' });
    const open = async () => {
      await page.getByRole('button', { name: 'Edit Treasury links' }).click();
      await expect(editor).toBeVisible();
      await expect(editor.getByText('No changes')).toBeVisible();
    };

    // No edits: the close button, Escape, Cancel and a click outside close at once.
    const closeWith = {
      'close button': () => editor.getByRole('button', { name: 'Close' }).click(),
      Escape: () => page.keyboard.press('Escape'),
      Cancel: () => editor.getByRole('button', { name: 'Cancel' }).click(),
      'click outside': () => page.mouse.click(8, 8),
    };
    for (const close of Object.values(closeWith)) {
      await open();
      await close();
      await expect(editor).toBeHidden();
      await expect(ask).toHaveCount(0);
    }

    // With an edit, each of them asks; Stay (or Escape on the question) keeps the edit.
    await open();
    await type.fill('RUNBOOK');
    await expect(editor.getByText('Unsaved changes')).toBeVisible();
    for (const [how, close] of Object.entries(closeWith)) {
      await close();
      await expect(ask, how).toBeVisible();
      await expect(ask).toContainText('Your edits to “Treasury links” are not saved');
      if (how === 'Escape') await page.keyboard.press('Escape');
      else await ask.getByRole('button', { name: 'Stay' }).click();
      await expect(ask).toBeHidden();
      await expect(editor).toBeVisible();
      await expect(type).toHaveValue('RUNBOOK');
    }
    await editor.getByRole('button', { name: 'Close' }).click();
    await expect(ask).toBeVisible();
    await expectNoAxeViolations(page);

    // Discard closes both and keeps the entry as it was.
    await ask.getByRole('button', { name: 'Discard' }).click();
    await expect(ask).toBeHidden();
    await expect(editor).toBeHidden();
    await expect(page.getByRole('button', { name: /^Treasury links/ })).toContainText('LINKS');

    // The question in the dark theme; then saving the edit closes without asking.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await open();
    await expect(type).toHaveValue('LINKS');
    await type.fill('RUNBOOK');
    await page.keyboard.press('Escape');
    await expect(ask).toBeVisible();
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: 'Stay' }).click();
    await editor.getByRole('button', { name: 'Save entry' }).click();
    await expect(editor).toBeHidden();
    await expect(ask).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Treasury links/ })).toContainText('RUNBOOK');
  });
});
