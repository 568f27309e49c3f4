import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+; other engines read a comment). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface BundleChunk {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  code?: string;
  map?: { mappings: string } | null;
}

/** The demo's service and key: they start with the console in demo mode (src/main.tsx). */
const DEMO_START = /[\\/]mocks[\\/](browser|lib[\\/]demo-key)\.ts$/;

/**
 * Marks the scripts every start runs for eager compilation: the entry and what it imports
 * statically, and in demo mode the service and its key with theirs. V8 compiles each of their
 * functions on a background thread while the file streams in, instead of on the main thread at
 * its first call; most of them run before the first row. The screens' chunks stay lazily
 * compiled.
 */
export function markStartScripts(bundle: Record<string, BundleChunk>): string[] {
  const marked: string[] = [];
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (!chunk || chunk.type !== 'chunk' || marked.includes(file)) return;
    marked.push(file);
    chunk.code = COMPILE_HINT + (chunk.code ?? '');
    // One line more at the top of the file: its source map starts one line later.
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [file, chunk] of Object.entries(bundle))
    if (chunk.isEntry || DEMO_START.test(chunk.facadeModuleId ?? '')) visit(file);
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
