// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupScreens } from '@/test/screens';

const { render } = setupScreens();

describe('projects screens (real routes, mock service over msw/node)', () => {
  it('lists the tenant’s projects with the total, and only that tenant’s', async () => {
    render('/projects');
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(
      await within(table).findByRole('link', { name: 'Treasury Operations' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Showing 1–5 of 5/)).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Helios Token' })).toBeNull();
  });

  it('filters by the search text from the URL', async () => {
    render('/projects?q=bridge');
    expect(await screen.findByRole('link', { name: 'Bridge Monitoring' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Treasury Operations' })).toBeNull(),
    );
  });

  it('validates while typing and refuses to submit an invalid form', async () => {
    const user = userEvent.setup();
    render('/projects/new');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.type(name, 'a');
    await user.clear(name);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'));
    const icon = screen.getByRole('textbox', { name: /Icon URL/ });
    await user.type(icon, 'data:image/png;base64,AAAA');
    await waitFor(() =>
      expect(icon).toHaveAccessibleDescription(/Icon must be blank or an http\(s\) URL/),
    );
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix the highlighted fields');
  });

  it('creates a project and lands on its page', async () => {
    const user = userEvent.setup();
    const { router } = render('/projects/new');
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Screen-test project');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(
      await screen.findByRole('heading', { name: 'Screen-test project', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/projects\/\d+$/);
  });

  it('puts the service’s error on the named field and keeps the input', async () => {
    const user = userEvent.setup();
    render('/projects/new');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.type(name, 'Lending Protocol v2');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already exists');
    expect(name).toHaveValue('Lending Protocol v2');
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('drops the service’s complaint once the field it named is changed, and saves', async () => {
    const user = userEvent.setup();
    render('/projects/new');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    const description = screen.getByRole('textbox', { name: /Description/ });
    await user.type(name, 'Lending Protocol v2');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already exists');
    // Another field changed: the complaint about the name still stands.
    await user.type(description, 'Second try');
    expect(screen.getByRole('alert')).toHaveTextContent('already exists');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, ' (fork)');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(
      await screen.findByRole('heading', { name: 'Lending Protocol v2 (fork)', level: 1 }),
    ).toBeInTheDocument();
  });
});
