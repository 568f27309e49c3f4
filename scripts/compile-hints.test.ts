import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, markStartScripts } from './compile-hints';

describe('compile hints on the scripts every start runs', () => {
  it('marks the entry, the demo service and their static imports, not the screens', () => {
    const bundle = {
      'index.js': {
        type: 'chunk' as const,
        isEntry: true,
        imports: ['react.js'],
        code: 'a',
        map: { mappings: 'AAAA' },
      },
      'react.js': { type: 'chunk' as const, imports: ['runtime.js'], code: 'b', map: null },
      'runtime.js': { type: 'chunk' as const, imports: [], code: 'c' },
      'usage.js': { type: 'chunk' as const, imports: ['react.js'], code: 'd' },
      'browser.js': {
        type: 'chunk' as const,
        facadeModuleId: '/repo/mocks/browser.ts',
        imports: ['msw.js'],
        code: 'e',
      },
      'msw.js': { type: 'chunk' as const, imports: [], code: 'f' },
      'index.css': { type: 'asset' as const },
    };
    expect(markStartScripts(bundle).sort()).toEqual([
      'browser.js',
      'index.js',
      'msw.js',
      'react.js',
      'runtime.js',
    ]);
    expect(bundle['index.js'].code).toBe(`${COMPILE_HINT}a`);
    expect(bundle['index.js'].map.mappings).toBe(';AAAA');
    expect(bundle['runtime.js'].code).toBe(`${COMPILE_HINT}c`);
    expect(bundle['usage.js'].code).toBe('d');
  });
});
