// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeAvatar } from './SafeImage';

describe('SafeAvatar', () => {
  it('loads an http(s) image lazily, after the first frame, and shows the initials if it fails', () => {
    const { container } = render(
      <SafeAvatar src="https://icons.example/bridge.svg" name="Bridge Monitoring" />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://icons.example/bridge.svg');
    // An icon is an SVG document of its own to parse on the main thread: fetched eagerly, its
    // parse ran between the first rows' layout and their paint (~40 ms at 1x, docs/performance.md).
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(container.textContent).toBe('');
    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('BM');
  });

  it('shows the initials for anything but an http(s) URL', () => {
    for (const src of [null, '', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>']) {
      const { container, unmount } = render(<SafeAvatar src={src} name="Helios DEX" />);
      expect(container.querySelector('img')).toBeNull();
      expect(container.textContent).toBe('HD');
      unmount();
    }
  });
});
