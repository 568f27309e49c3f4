import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps in-app paths with their search', () => {
    expect(safeRedirect('/projects?q=lend&size=50')).toBe('/projects?q=lend&size=50');
  });
  it('refuses other origins, protocol-relative and odd targets', () => {
    for (const t of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      undefined,
      '/connect?redirect=/x',
    ]) {
      expect(safeRedirect(t)).toBe('/projects');
    }
  });
});
