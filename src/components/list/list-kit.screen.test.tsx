// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://mock.test/" }
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupScreens } from '@/test/screens';

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
  });
});
