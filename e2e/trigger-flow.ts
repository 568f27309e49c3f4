import { expect, type Page } from '@playwright/test';
import { expectAccessibleInBothThemes, uniqueName } from './fixtures';

async function pick(
  page: Page,
  scope: Page | ReturnType<Page['getByRole']>,
  label: string | RegExp,
  option: string | RegExp,
) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * From USD Coin's Triggers tab: a new EVENT_EMITTED trigger on Transfer with a typed argument
 * condition (a bad uint256 refused first) and a Critical alert notifying a contact; then its page
 * and the tab again. Answers the trigger's name.
 */
export async function createEventTrigger(page: Page): Promise<string> {
  await expect(page.getByRole('tab', { name: 'Triggers', selected: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Triggers of USD Coin' })).toBeVisible();
  await page.getByRole('link', { name: 'New trigger' }).click();
  await expect(page.getByRole('combobox', { name: /^Contract/ })).toHaveValue(
    /^USD Coin · Ethereum/,
  );
  const name = uniqueName('Large Transfer');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await pick(page, page, /^Event/, /^Transfer\(address from, address to, uint256 value\)/);
  await page.getByRole('button', { name: 'Add condition' }).click();
  const cond = page.getByRole('group', { name: 'Condition 1' });
  await pick(page, cond, 'Compare', 'value · uint256');
  await pick(page, cond, 'Operator', '≥ at least');
  await cond.getByRole('textbox', { name: 'Value' }).fill('lots');
  await expect(
    cond.getByText('Must be a whole number (decimal or 0x hex) for uint256'),
  ).toBeVisible();
  await cond.getByRole('textbox', { name: 'Value' }).fill('1000000000000');

  const alert = page.getByRole('group', { name: 'Alert 1' });
  await alert.getByText('Critical', { exact: true }).click();
  await alert.getByRole('textbox', { name: 'Alert name' }).fill('Transfer above 1M USDC');
  await alert.getByRole('textbox', { name: 'Message' }).fill('{from} sent {value} to {to}');
  // DEFAULT-tagged contacts start chosen; keep only the e-mail.
  await expect(alert.getByLabel('email secops@northwind.example')).toBeChecked();
  await alert.getByLabel('telegram Northwind SecOps').uncheck();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Create trigger' }).click();

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conditions' })).toContainText(
    'value ≥ 1000000000000',
  );
  const card = page.getByRole('region', { name: 'Alert Transfer above 1M USDC' });
  await expect(card.getByText('Critical')).toBeVisible();
  await expect(card.getByText('secops@northwind.example')).toBeVisible();
  await expect(card.getByText('Northwind SecOps')).toHaveCount(0);
  await expectAccessibleInBothThemes(page);

  await page.getByRole('link', { name: 'USD Coin', exact: true }).click();
  await expect(
    page.getByRole('table', { name: 'Triggers of USD Coin' }).getByRole('link', { name }),
  ).toBeVisible();
  return name;
}
