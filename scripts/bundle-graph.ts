/** What the build plugins read of a bundle file (Rollup's OutputChunk / OutputAsset). */
export interface BundleFile {
  type: 'chunk' | 'asset';
  fileName?: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  moduleIds?: string[];
  imports?: string[];
  code?: string;
  map?: { mappings: string } | null;
  viteMetadata?: { importedCss?: Set<string> };
  originalFileNames?: string[];
  source?: string | Uint8Array;
}

/**
 * The page's side of the demo's service, with its key: it starts with the console in demo mode
 * (src/main.tsx).
 */
export const DEMO_START = /[\\/]mocks[\\/]browser\.ts$/;

/** The demo service's thread (mocks/service-thread.ts), a worker bundle of its own. */
export const DEMO_THREAD = /(^|\/)service-thread-[\w-]+\.js$/;

/** The files `roots` load: each chunk, its static imports and, with `css`, their stylesheets. */
export function closure(
  bundle: Record<string, BundleFile>,
  roots: string[],
  { css = true }: { css?: boolean } = {},
): Set<string> {
  const out = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk' || out.has(file)) return;
    out.add(file);
    if (css) for (const sheet of chunk.viteMetadata?.importedCss ?? []) out.add(sheet);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return out;
}
