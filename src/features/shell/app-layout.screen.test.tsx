// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupScreens } from '@/test/screens';

const { render } = setupScreens();

describe('the shell (real routes, mock service over msw/node)', () => {
  it('has the banner, the main navigation and the page as landmarks', async () => {
    render('/projects');
    expect(await screen.findByRole('heading', { name: 'Projects', level: 1 })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(banner).toContainElement(screen.getByRole('link', { name: 'Vigil home' }));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Contracts & wallets' }));
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Projects', level: 1 }),
    );
  });

  it('titles every page, and says which page opened after a navigation', async () => {
    if (!document.querySelector('title')) document.head.append(document.createElement('title'));
    const user = userEvent.setup();
    render('/projects');
    await screen.findByRole('heading', { name: 'Projects', level: 1 });
    await waitFor(() => expect(document.title).toBe('Projects · Vigil'));
    // Not said on the first load: the browser reads the title itself.
    expect(screen.queryByText('Projects · Vigil')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Contracts & wallets' }));
    await screen.findByRole('heading', { name: 'Contracts & wallets', level: 1 });
    expect(document.title).toBe('Contracts & wallets · Vigil');
    const said = await screen.findByText('Contracts & wallets · Vigil');
    expect(said).toHaveAttribute('aria-live', 'polite');
  });

  it("leads a record's edit page and a contract's tab with the record's name", async () => {
    if (!document.querySelector('title')) document.head.append(document.createElement('title'));
    const user = userEvent.setup();
    const { unmount } = render('/contracts/1004/triggers');
    const name = (await screen.findByRole('heading', { level: 1 })).textContent ?? '';
    expect(name).not.toBe('');
    await waitFor(() => expect(document.title).toBe(`${name} · Triggers · Vigil`));
    await user.click(screen.getByRole('tab', { name: 'ABI' }));
    await waitFor(() => expect(document.title).toBe(`${name} · Vigil`));
    unmount();

    render('/detectors/5006/edit');
    await screen.findByRole('heading', { name: 'Edit detector', level: 1 });
    const crumb = screen
      .getAllByRole('link')
      .find((l) => l.getAttribute('href') === '/detectors/5006');
    const detector = crumb?.textContent ?? '';
    expect(detector).not.toBe('');
    await waitFor(() => expect(document.title).toBe(`${detector} · Edit detector · Vigil`));
  });

  it('offers a skip to the page as the first Tab stop', async () => {
    const user = userEvent.setup();
    render('/projects');
    await screen.findByRole('heading', { name: 'Projects', level: 1 });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('opens the narrow-screen navigation with the burger and closes it on a choice', async () => {
    const user = userEvent.setup();
    const { router } = render('/projects');
    const burger = await screen.findByRole('button', { name: 'Toggle navigation' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-controls', nav.id);
    // The stylesheet hides the closed navigation below the `sm` breakpoint by this attribute.
    expect(nav).not.toHaveAttribute('data-opened');

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-opened');

    await user.click(screen.getByRole('link', { name: 'Networks' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/networks'));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveAttribute('data-opened');
  });
});
