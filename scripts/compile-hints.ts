import type { Plugin } from 'vite';
import { closure, DEMO_START, type BundleFile } from './bundle-graph.ts';

/** V8's explicit compile hint (Chrome 136+; other engines read a comment). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the scripts every start runs for eager compilation: the entry and what it imports
 * statically, and in demo mode the service and its key with theirs. V8 compiles each of their
 * functions on a background thread while the file streams in, instead of on the main thread at
 * its first call; most of them run before the first row. The screens' chunks stay lazily
 * compiled.
 */
export function markStartScripts(bundle: Record<string, BundleFile>): string[] {
  const roots = Object.entries(bundle)
    .filter(([, chunk]) => chunk.isEntry || DEMO_START.test(chunk.facadeModuleId ?? ''))
    .map(([file]) => file);
  const marked = [...closure(bundle, roots, { css: false })];
  for (const file of marked) {
    const chunk = bundle[file];
    if (!chunk) continue;
    chunk.code = COMPILE_HINT + (chunk.code ?? '');
    // One line more at the top of the file: its source map starts one line later.
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  }
  return marked;
}

export function startScriptsCompileHints(): Plugin {
  return {
    name: 'vigil-compile-hints',
    apply: 'build',
    // After Vite's own: it writes the entry's preload list at the top of the file, and the hint
    // must be the first line.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        markStartScripts(bundle);
      },
    },
  };
}
