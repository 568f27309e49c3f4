// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '@/test/dom-stubs';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { renderThemed as wrap } from '@/test/render-themed';
import { LazyCodeEditor } from './LazyCodeEditor';

beforeAll(installDomStubs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazyCodeEditor, read-only', () => {
  it('shows the script as text under the editor’s role and name until it comes near the screen', async () => {
    const show = stubIntersectionObserver();
    const { container } = wrap(
      <LazyCodeEditor value={'e.severity >= 0.5\n&& e.chain == 1'} label="Filter of X" readOnly />,
    );
    const box = screen.getByRole('textbox', { name: 'Filter of X' });
    expect(box.getAttribute('aria-readonly')).toBe('true');
    expect(box.textContent).toBe('e.severity >= 0.5\n&& e.chain == 1');
    expect(container.querySelector('.cm-editor')).toBeNull();
    show();
    await waitFor(() => expect(container.querySelector('.cm-editor')).not.toBeNull());
    expect(screen.getByRole('textbox', { name: 'Filter of X' }).textContent).toContain(
      'e.severity >= 0.5',
    );
  });

  it('is the editor at once where nothing can tell what is on screen', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = wrap(<LazyCodeEditor value="a.value" label="Script" readOnly />);
    await waitFor(() => expect(container.querySelector('.cm-editor')).not.toBeNull());
  });

  it('keeps the keyboard focus when the text becomes the editor, which stays focusable', async () => {
    const show = stubIntersectionObserver();
    const { container } = wrap(
      <LazyCodeEditor value="e.severity >= 0.5" label="Filter of X" readOnly />,
    );
    screen.getByRole('textbox', { name: 'Filter of X' }).focus();
    show();
    await waitFor(() => expect(container.querySelector('.cm-editor')).not.toBeNull());
    const editor = screen.getByRole('textbox', { name: 'Filter of X' });
    expect(editor.getAttribute('tabindex')).toBe('0');
    await waitFor(() => expect(document.activeElement).toBe(editor));
  });
});
