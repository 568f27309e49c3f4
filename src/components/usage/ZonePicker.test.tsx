// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '@/test/dom-stubs';
import { renderThemed as wrap } from '@/test/render-themed';

beforeAll(installDomStubs);
// Each test starts before the searchable list's module has loaded (ZonePicker keeps it).
beforeEach(() => vi.resetModules());
afterEach(cleanup);

const picker = async (value: string, onChange = vi.fn()) => {
  const { ZonePicker } = await import('./ZonePicker');
  wrap(<ZonePicker value={value} onChange={onChange} />);
  return onChange;
};
const zone = () => screen.getByRole('combobox', { name: 'Time zone' });

describe('ZonePicker', () => {
  it('names the chosen zone in a read-only stand-in until it is used', async () => {
    await picker('Asia/Calcutta');
    expect(zone()).toHaveValue('Asia/Kolkata (+05:30)');
    expect(zone()).toHaveAttribute('readonly');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('puts the searchable list in its place when the pointer comes, without taking the focus', async () => {
    const user = userEvent.setup();
    const onChange = await picker('UTC');
    await user.hover(zone());
    await waitFor(() => expect(zone()).not.toHaveAttribute('readonly'));
    expect(zone()).not.toHaveFocus();
    await user.click(zone());
    await waitFor(() => expect(zone()).toHaveAttribute('aria-expanded', 'true'));
    await user.clear(zone());
    await user.type(zone(), 'Berlin');
    // jsdom has no layout, so Floating UI hides the list: chosen by keyboard, as a user may.
    expect(
      await screen.findByRole('option', { name: /Europe\/Berlin/, hidden: true }),
    ).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('Europe/Berlin');
  });

  it('opens the list on the click that loads it, and finds a zone by its IANA name', async () => {
    const user = userEvent.setup();
    const onChange = await picker('UTC');
    // One click on the stand-in, whole before the list's module has come (no pause between its
    // events, as a browser's click is against a chunk's download): the list came closed.
    await userEvent.setup({ delay: null }).click(zone());
    await waitFor(() => expect(zone()).not.toHaveAttribute('readonly'));
    await waitFor(() => expect(zone()).toHaveAttribute('aria-expanded', 'true'));
    // The chosen zone's name is selected: what is typed replaces it.
    await user.keyboard('america/new_york');
    expect(zone()).toHaveValue('america/new_york');
    expect(
      await screen.findByRole('option', { name: /America\/New York/, hidden: true }),
    ).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('America/New_York');
  });

  it('moves a keyboard user’s focus to the list when it has loaded', async () => {
    const user = userEvent.setup();
    await picker('+05:30');
    expect(zone()).toHaveValue('UTC+05:30');
    await user.tab();
    await waitFor(() => expect(zone()).not.toHaveAttribute('readonly'));
    await waitFor(() => expect(zone()).toHaveFocus());
    expect(zone()).toHaveValue('UTC+05:30');
  });
});
