// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupScreens } from '@/test/screens';
import { db } from '../../../mocks/db/store';
import { setScenario } from '../../../mocks/lib/scenarios';
import { TENANT_A } from '../../../mocks/test/harness';

const { render } = setupScreens();

describe('tokenomics screen (real route, mock service over msw/node)', () => {
  it('refuses a category name the token already has, in any letter case, before asking', async () => {
    const user = userEvent.setup();
    const taken = db.tables.tokenomics.list(TENANT_A).find((c) => c.contractId === 1021);
    if (!taken) throw new Error('no seeded category of contract 1021');
    const count = db.tables.tokenomics.list(TENANT_A).length;
    render('/tokenomics?contractId=1021');
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const form = await screen.findByRole('form', { name: 'Tokenomics category' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), taken.name.toUpperCase());
    await user.type(
      within(form).getByRole('textbox', { name: /^Allocation address/ }),
      taken.allocationAddress,
    );
    await user.click(within(form).getByRole('button', { name: /Create|Save/ }));
    expect(
      (
        await within(form).findAllByText(
          `This token already has a category named ${taken.name.toUpperCase()}`,
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(db.tables.tokenomics.list(TENANT_A)).toHaveLength(count);
  }, 40_000);

  it('lists the form’s problems in the order of its fields', async () => {
    const user = userEvent.setup();
    const taken = db.tables.tokenomics.list(TENANT_A).find((c) => c.contractId === 1021);
    render('/tokenomics?contractId=1021');
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const form = await screen.findByRole('form', { name: 'Tokenomics category' });
    // A name the token has (a rule across the categories) and an address the field refuses.
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), taken?.name ?? '');
    await user.type(within(form).getByRole('textbox', { name: /^Allocation address/ }), '0x12');
    await user.click(within(form).getByRole('button', { name: /Create|Save/ }));
    const items = within(await within(form).findByRole('alert')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Name/),
      expect.stringMatching(/^Allocation address/),
    ]);
  }, 40_000);

  it('opens on the one token that has tokenomics', async () => {
    const tokens = new Set(db.tables.tokenomics.list(TENANT_A).map((c) => c.contractId));
    expect(tokens.size).toBe(1);
    const { router } = render('/tokenomics');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ contractId: [...tokens][0] }),
    );
    expect(await screen.findByRole('button', { name: 'New category' })).toBeInTheDocument();
  }, 40_000);
});

describe('tokenomics screen when the service fails', () => {
  afterEach(() => setScenario({ name: 'none' }));

  it('says the token contracts could not be loaded, and loads them on Retry', async () => {
    const user = userEvent.setup();
    setScenario({ name: 'server-error' });
    render('/tokenomics');
    expect(
      await screen.findByRole('alert', { name: /Token contracts could not be loaded/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Choose a token contract to see/)).not.toBeInTheDocument();
    setScenario({ name: 'none' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByRole('alert', { name: /could not be loaded/ })).not.toBeInTheDocument(),
    );
  }, 40_000);
});
