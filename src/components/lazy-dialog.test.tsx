// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '@/test/dom-stubs';
import { renderThemed as wrap } from '@/test/render-themed';
import { ConfirmDialog } from './ConfirmDialog';
import { lazyDialog } from './lazy-dialog';

beforeAll(installDomStubs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('lazyDialog', () => {
  it('loads the dialog on its first opening, and keeps it mounted once closed', async () => {
    const load = vi.fn(() =>
      Promise.resolve((p: { opened: boolean }) => <p>{p.opened ? 'open' : 'closed'}</p>),
    );
    const Dialog = lazyDialog(load);
    function Page() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <button onClick={() => setOpened((o) => !o)}>toggle</button>
          <Dialog opened={opened} />
        </>
      );
    }
    // No idle callback in this test: the code loads on the first opening.
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    wrap(<Page />);
    expect(screen.queryByText(/open|closed/)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(await screen.findByText('open')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByText('closed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the code once the page is idle, before anyone opens it', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => ((idle = run), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const load = vi.fn(() => Promise.resolve((_props: { opened: boolean }) => <p>dialog</p>));
    const Dialog = lazyDialog(load);
    wrap(<Dialog opened={false} />);
    expect(load).not.toHaveBeenCalled();
    act(() => idle?.());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('dialog')).toBeNull();
  });

  it('opens at once when its code came while the page was idle, drawn closed once first', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => ((idle = run), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const seen: boolean[] = [];
    const Dialog = lazyDialog(() =>
      Promise.resolve((p: { opened: boolean }) => {
        seen.push(p.opened);
        return <p>{p.opened ? 'open' : 'closed'}</p>;
      }),
    );
    function Page() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <button onClick={() => setOpened(true)}>show</button>
          <Dialog opened={opened} />
        </>
      );
    }
    wrap(<Page />);
    await act(() => {
      idle?.();
      return Promise.resolve();
    });
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    // No waiting: nothing suspended.
    expect(screen.getByText('open')).toBeTruthy();
    // Mounted closed, then opened: Mantine's Modal fades in and records the opener on the change.
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('gives the focus back to the button that opened it when closing loses it', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    // A form dialog's way: its content (and what had the focus in it) goes when it closes.
    function Form({ onClose }: { onClose: () => void }) {
      const ref = useRef<HTMLButtonElement>(null);
      useEffect(() => ref.current?.focus(), []);
      return (
        <button ref={ref} onClick={onClose}>
          close
        </button>
      );
    }
    const Dialog = lazyDialog(
      () =>
        Promise.resolve((p: { editing: string | null; onClose: () => void }) =>
          p.editing === null ? null : <Form onClose={p.onClose} />,
        ),
      (p) => p.editing !== null,
    );
    function Page() {
      const [editing, setEditing] = useState<string | null>(null);
      return (
        <>
          <button onClick={() => setEditing('x')}>edit</button>
          <Dialog editing={editing} onClose={() => setEditing(null)} />
        </>
      );
    }
    wrap(<Page />);
    const opener = screen.getByRole('button', { name: 'edit' });
    await userEvent.click(opener);
    const close = await screen.findByRole('button', { name: 'close' });
    expect(document.activeElement).toBe(close);
    await userEvent.click(close);
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('the confirmation opens with its question and buttons', async () => {
    const onConfirm = vi.fn();
    wrap(
      <ConfirmDialog
        opened
        title="Delete action?"
        confirmLabel="Delete action"
        onConfirm={onConfirm}
        onClose={() => undefined}
      >
        It stops running.
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete action?' });
    expect(dialog.textContent).toContain('It stops running.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete action' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
