// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '@/test/dom-stubs';
import { theme } from '@/styles/theme';
import { URL_SETTLE_MS, UrlImage } from './UrlImage';

beforeAll(installDomStubs);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('UrlImage', () => {
  it('asks for the image once the typed URL rests, not for each partial one, and says when it fails', async () => {
    vi.useFakeTimers();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MantineProvider theme={theme}>{children}</MantineProvider>
    );
    const view = render(<UrlImage url="" alt="Icon preview" missing="No logo" />, { wrapper });
    expect(screen.getByText('No logo')).toBeInTheDocument();
    for (const typed of ['h', 'https://e', 'https://ex', 'ftp://x', 'https://example.com/a.png']) {
      view.rerender(<UrlImage url={typed} alt="Icon preview" missing="No logo" />);
      await act(async () => {
        vi.advanceTimersByTime(URL_SETTLE_MS / 5);
        await Promise.resolve();
      });
      expect(screen.queryByRole('img')).toBeNull();
    }
    await act(async () => {
      vi.advanceTimersByTime(URL_SETTLE_MS);
      await Promise.resolve();
    });
    const img = screen.getByRole('img', { name: 'Icon preview' });
    expect(img).toHaveAttribute('src', 'https://example.com/a.png');
    fireEvent.error(img);
    expect(screen.getByText('This image could not be loaded')).toBeInTheDocument();
    // A corrected URL is tried again.
    view.rerender(<UrlImage url="https://example.com/b.png" alt="Icon preview" />);
    await act(async () => {
      vi.advanceTimersByTime(URL_SETTLE_MS);
      await Promise.resolve();
    });
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://example.com/b.png');
  });
});
