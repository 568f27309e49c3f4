import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openDemo, setScenario, uniqueName } from './fixtures';

test.describe('projects in demo mode', () => {
  test('lists seeded projects with total, and keeps search, sort and page size in the URL', async ({
    page,
  }) => {
    await openDemo(page);
    const table = page.getByRole('table', { name: 'Projects' });
    await expect(
      table.getByRole('link', { name: 'Treasury Operations', exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/Showing 1–5 of 5/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Search').fill('lend');
    await expect(page).toHaveURL(/q=lend/);
    await expect(
      table.getByRole('link', { name: 'Lending Protocol v2', exact: true }),
    ).toBeVisible();
    await expect(table.getByRole('link', { name: 'Treasury Operations', exact: true })).toHaveCount(
      0,
    );
    await expect(page.getByText(/Showing 1–1 of 1/)).toBeVisible();

    // A shared link shows the same view.
    const url = page.url();
    await page.goto(url);
    await expect(page.getByLabel('Search')).toHaveValue('lend');
    await expect(
      table.getByRole('link', { name: 'Lending Protocol v2', exact: true }),
    ).toBeVisible();

    await page.getByLabel('Search').fill('');
    await page.getByRole('button', { name: 'Sort descending' }).click();
    await expect(page).toHaveURL(/order=Desc/);
    await expect(table.getByRole('row').nth(1)).toContainText('Treasury Operations');

    // Five projects: no page size beyond the first that holds them all.
    const perPage = page.getByRole('combobox', { name: 'Rows per page' });
    await expect(perPage.getByRole('option')).toHaveText(['10 / page', '25 / page']);
    await perPage.selectOption('10 / page');
    await expect(page).toHaveURL(/size=10/);
  });

  test('shows an empty state for filters that match nothing, and an error for a bad where clause', async ({
    page,
  }) => {
    await openDemo(page, '/projects?q=zzzz-nothing');
    await expect(page.getByText('No projects match these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(
      page.getByRole('link', { name: 'Treasury Operations', exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Advanced filter' }).click();
    await page.getByLabel('Where clause').fill("name = 'x' and");
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(/Invalid where clause/).first()).toBeVisible();
    await page.getByLabel('Where clause').fill('status = DISABLED');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByRole('link', { name: 'Compliance Watchlist', exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/Showing 1–1 of 1/)).toBeVisible();
  });

  test('creates a project with validation while typing, then shows it', async ({ page }) => {
    await openDemo(page);
    await page.getByRole('link', { name: 'New project', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'New project' })).toBeVisible();
    await expectNoAxeViolations(page);

    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('x');
    await name.fill('');
    await expect(name).toHaveAccessibleDescription('Name is required');
    await page.getByLabel('Icon URL').fill('ftp://example.com/a.png');
    await expect(page.getByLabel('Icon URL')).toHaveAccessibleDescription(
      /Icon must be blank or an http\(s\) URL/,
    );
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('alert')).toContainText('Please fix the highlighted fields');
    // Error messages are readable too.
    await expectNoAxeViolations(page);

    const projectName = uniqueName('Oracle Watch');
    await name.fill(projectName);
    await page.getByLabel('Description').fill('Price oracle deviation monitoring');
    await page.getByLabel('Icon URL').fill('https://example.com/oracle.png');
    const tags = page.getByRole('combobox', { name: 'Tags' });
    await tags.fill('oracle');
    await tags.press('Enter');
    await page.getByRole('button', { name: 'Create project' }).click();

    await expect(page.getByRole('heading', { name: projectName, level: 1 })).toBeVisible();
    await expect(page.getByText('Price oracle deviation monitoring')).toBeVisible();
    // The button that saved is gone with its page: the new page holds the focus, not the document.
    await expect(page.getByRole('main')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Projects', exact: true }).first().click();
    await expect(page.getByRole('link', { name: projectName, exact: true })).toBeVisible();
  });

  test("shows the service's own errors on the named field and in the summary", async ({ page }) => {
    await openDemo(page, '/projects/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Treasury Operations');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('alert')).toContainText(
      "Name: A project named 'Treasury Operations' already exists",
    );
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Treasury Operations',
    );
  });

  test('a server error loses nothing, and the retry saves exactly once', async ({ page }) => {
    await openDemo(page, '/projects/new');
    const projectName = uniqueName('Resilient');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(projectName);
    await page.getByLabel('Description').fill('typed before the outage');
    await setScenario(page, 'server-error');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('alert')).toContainText('Internal server error');
    await expect(page.getByRole('alert')).toContainText('nothing was lost');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(projectName);
    await expect(page.getByLabel('Description')).toHaveValue('typed before the outage');

    await setScenario(page, 'none');
    const button = page.getByRole('button', { name: 'Create project' });
    await button.dblclick();
    await expect(page.getByRole('heading', { name: projectName, level: 1 })).toBeVisible();
    await page.goto(`/projects?q=${encodeURIComponent(projectName)}`);
    await expect(page.getByRole('link', { name: projectName, exact: true })).toHaveCount(1);
  });

  test('edits a project, warning before leaving with unsaved changes', async ({ page }) => {
    await openDemo(page, '/projects/102');
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit project' })).toBeVisible();
    await page.getByLabel('Description').fill('Changed but not saved');
    await page.getByRole('link', { name: 'Detectors', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page.getByLabel('Description')).toHaveValue('Changed but not saved');

    await page.getByLabel('Description').fill('Pools on Ethereum, Arbitrum and Base.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByRole('heading', { name: 'Lending Protocol v2', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Pools on Ethereum, Arbitrum and Base.')).toBeVisible();
    // Saved data survives a reload of the demo.
    await page.reload();
    await expect(page.getByText('Pools on Ethereum, Arbitrum and Base.')).toBeVisible();
  });

  test('deletes a project after a confirmation that lists what goes with it', async ({ page }) => {
    await openDemo(page, '/projects/103');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete project “NFT Marketplace”?' });
    // Its contracts and the action that calls one of them go too, by name.
    await expect(dialog).toContainText('contracts and wallets');
    await expect(dialog).toContainText('Cancel stale marketplace orders');
    // The box to type the name in takes the focus when it comes with the impact.
    await expect(dialog.getByRole('textbox', { name: /to confirm/ })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    // An on-chain action goes with it: the name must be typed first.
    const remove = dialog.getByRole('button', { name: 'Delete project' });
    await expect(remove).toBeDisabled();
    // The box takes the focus once it comes: typed straight away, no Tab past the list.
    const confirm = dialog.getByRole('textbox', { name: /Type “NFT Marketplace” to confirm/ });
    await expect(confirm).toBeFocused();
    await expect(confirm).toHaveAccessibleDescription('Actions that send transactions go with it.');
    // Enter confirms once the name is typed, as a form's submit would.
    await page.keyboard.type('NFT Marketplace');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('link', { name: 'NFT Marketplace', exact: true })).toHaveCount(0);
    await expect(page.getByText(/of 4/)).toBeVisible();
  });

  test('reset demo data brings the seeded projects back', async ({ page }) => {
    await openDemo(page, '/projects/104');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /Delete project/ });
    await expect(
      dialog.getByText(/removed together with|Nothing else is deleted with it/),
    ).toBeVisible();
    const confirm = dialog.getByRole('textbox', { name: /to confirm/ });
    if (await confirm.isVisible()) await confirm.fill('Bridge Monitoring');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete project' }).click();
    await expect(page.getByRole('link', { name: 'Bridge Monitoring', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset demo data' }).click();
    await page.getByRole('link', { name: 'Projects', exact: true }).first().click();
    await expect(page.getByRole('link', { name: 'Bridge Monitoring', exact: true })).toBeVisible();
  });
});
