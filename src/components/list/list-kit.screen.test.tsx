// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { setupScreens } from '@/test/screens';
import { PAUSE_MS } from './TagFilter';

const { render } = setupScreens();

/** The kit's inputs always show the URL: after Clear filters, Back and Forward alike. */
describe('list kit inputs and the URL', () => {
  it('Clear empties the text boxes, Back brings their text back, Forward clears again', async () => {
    const user = userEvent.setup();
    const { router } = render('/projects?q=zzz-none&tag=nope');
    const search = await screen.findByRole('textbox', { name: 'Search' });
    const tag = screen.getByRole('textbox', { name: 'Tag' });
    expect(search).toHaveValue('zzz-none');
    expect(tag).toHaveValue('nope');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(search).toHaveValue(''));
    expect(tag).toHaveValue('');
    expect(router.state.location.search).toEqual({});

    router.history.back();
    await waitFor(() => expect(search).toHaveValue('zzz-none'));
    expect(tag).toHaveValue('nope');
    router.history.forward();
    await waitFor(() => expect(search).toHaveValue(''));
  });

  it('pushes one history entry per filter change and goes back to the first page', async () => {
    const user = userEvent.setup();
    const { router } = render('/projects?from=25');
    // Past the last project: the list says so and offers the first page.
    expect(await screen.findByText('Nothing on this page')).toBeInTheDocument();
    const tag = screen.getByRole('textbox', { name: 'Tag' });
    await user.type(tag, 'defi{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ tag: 'defi' }));
    router.history.back();
    await waitFor(() => expect(router.state.location.search).toEqual({ from: 25 }));
    expect(tag).toHaveValue('');
  });
});

describe('list kit tag box', () => {
  it('applies a typed tag on Enter or once typing pauses, and drops it as soon as the box is emptied', async () => {
    const user = userEvent.setup();
    const { router } = render('/projects?tag=defi');
    const tag = await screen.findByRole('textbox', { name: 'Tag' });
    await user.clear(tag);
    // No blur, no Enter: the box is empty, so is the filter.
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(tag).toHaveFocus();
    await user.type(tag, 'secu');
    expect(router.state.location.search).toEqual({});
    await user.type(tag, 'rity{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ tag: 'security' }));
    // No Enter: the tag applies after the pause, not while the user is typing it.
    await user.clear(tag);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await user.type(tag, 'defi');
    expect(router.state.location.search).toEqual({});
    await waitFor(() => expect(router.state.location.search).toEqual({ tag: 'defi' }), {
      timeout: PAUSE_MS * 3,
    });
    expect(tag).toHaveFocus();
  });
});

/** Rows are memoised: a row's checkbox must still act on the selection as it is now. */
describe('list kit row selection', () => {
  it('selecting rows one after another keeps every one selected', async () => {
    const user = userEvent.setup();
    render('/projects');
    const first = await screen.findByRole('checkbox', { name: 'Select Bridge Monitoring' });
    await user.click(first);
    await user.click(screen.getByRole('checkbox', { name: 'Select Lending Protocol v2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select NFT Marketplace' }));
    expect(await screen.findByText('3 selected')).toBeInTheDocument();
    expect(first).toBeChecked();
    await user.click(first);
    expect(await screen.findByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select NFT Marketplace' })).toBeChecked();
    // Said to a screen reader too, with what the bar above the table offers.
    expect(screen.getByText(/^2 selected: .*Disable.* above the table$/)).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });
});

describe('list kit bulk actions', () => {
  it('a confirmed run keeps its rows and count while the list refreshes under it', async () => {
    const user = userEvent.setup();
    // The second update waits: by then the first has landed and the list has refreshed, so the
    // row already disabled would drop out of a count made from the live list.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.put('*/api/v1/project/102', async () => {
        await held;
      }),
    );
    render('/projects');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Bridge Monitoring' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Lending Protocol v2' }));
    const bar = await screen.findByRole('region', { name: 'Selected rows' });
    await user.click(within(bar).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable 2 selected?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText('1 of 2 done')).toBeInTheDocument();
    // The refreshed list shows the first one disabled; the run still counts two.
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Disable 2 selected?' })).toBeInTheDocument(),
    );
    expect(within(dialog).getByText('Lending Protocol v2')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('list kit advanced filter', () => {
  it('opens the advanced filter on demand or when the URL has a clause, and applies it', async () => {
    const user = userEvent.setup();
    const { router } = render('/projects');
    const toggle = await screen.findByRole('button', { name: 'Advanced filter' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Where clause' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(await screen.findByRole('textbox', { name: 'Where clause' }), '  id > 100 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ where: 'id > 100' }));
    // Applied, the clause keeps the box open: closing it would hide what filters the list.
    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: 'Where clause' })).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('a clause the service refuses: its error under the box, the list says why it is empty', async () => {
    const user = userEvent.setup();
    const { router } = render('/projects?where=status%20%3D%3D');
    const box = await screen.findByRole('textbox', { name: 'Where clause' });
    expect(await screen.findByText(/Invalid where clause/)).toBeInTheDocument();
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription(/expected a value after/);
    expect(screen.getByText('No projects shown')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    // No load-error panel with a retry: retrying the same clause cannot help.
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByRole('link', { name: 'Bridge Monitoring' })).toBeInTheDocument();
    expect(screen.queryByText('No projects shown')).toBeNull();
  });
});

describe('list kit column headers', () => {
  it('sort by the fields the list sorts by, and a column the service is not asked to sort by has a plain title', async () => {
    const user = userEvent.setup();
    const { router } = render('/projects');
    const table = await screen.findByRole('table', { name: 'Projects' });
    await user.click(within(table).getByRole('button', { name: 'Sort by Updated' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'updatedAt' }));
    expect(within(table).getByRole('columnheader', { name: /Updated/ })).toHaveAttribute(
      'aria-sort',
    );
    // Status is not among the projects list's sort fields: a button there did nothing.
    expect(within(table).queryByRole('button', { name: 'Sort by Status' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
  });
});
