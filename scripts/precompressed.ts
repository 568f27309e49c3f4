import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/** What is worth compressing: scripts, styles, SVG and JSON of 1 kB or more. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;
const MIN_BYTES = 1024;

const TYPES: Record<string, string> = {
  js: 'text/javascript',
  mjs: 'text/javascript',
  css: 'text/css',
  svg: 'image/svg+xml',
  json: 'application/json',
};

/**
 * Each built script and stylesheet gzipped once, at build time, beside it (`x.js.gz`, level 9),
 * and `vite preview` serving those files as they are, the way a static host or CDN serves a
 * release (nginx's gzip_static, S3 with Content-Encoding). Without it, preview gzips every
 * response again on each request in its one Node thread (level 6): ~20-25 ms of CPU for the first
 * screen's five scripts on an idle machine, and on two cores that CPU is taken from the browser
 * loading the page. Hand-written: Vite's own preview has no option for it (its file server, sirv,
 * does, but preview does not pass it), and node:zlib does the compressing.
 *
 * Only files under the build's assets/ (hashed names, so they are cached for good); index.html and
 * the public files keep preview's own handling.
 */
export function precompressedAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vigil-precompressed-assets',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      handler(options, bundle) {
        compressAssets(options.dir ?? outDir, Object.keys(bundle));
      },
    },
    configurePreviewServer(server) {
      // Before preview's compression and file server: a file found here is answered here.
      server.middlewares.use(
        servePrecompressed(
          resolve(server.config.root, server.config.build.outDir),
          server.config.preview.headers ?? {},
        ),
      );
    },
  };
}

/** Writes `x.gz` beside each of `fileNames` (relative to `dir`) worth compressing. */
export function compressAssets(dir: string, fileNames: readonly string[]): void {
  for (const fileName of fileNames) {
    if (!fileName.startsWith('assets/') || !COMPRESSIBLE.test(fileName)) continue;
    const path = join(dir, fileName);
    const source = readFileSync(path);
    if (source.length < MIN_BYTES) continue;
    writeFileSync(`${path}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
  }
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Answers a GET or HEAD of `/assets/x` from `distDir/assets/x.gz` when the client takes gzip and
 * that file exists, with `headers` (preview's own) beside the file's; anything else goes on.
 */
export function servePrecompressed(distDir: string, headers: OutgoingHttpHeaders): Middleware {
  return (req, res, next) => {
    const url = decodedPath(req.url);
    const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !accepts || url === null) return next();
    // Decoded first, so that no `%2e%2e` leads out of assets/.
    if (!url.startsWith('/assets/') || url.includes('..') || !COMPRESSIBLE.test(url)) return next();
    const gz = join(distDir, `${url}.gz`);
    if (!existsSync(gz)) return next();
    const body = readFileSync(gz);
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) res.setHeader(name, value);
    }
    res.setHeader('Content-Type', TYPES[url.slice(url.lastIndexOf('.') + 1)] ?? 'text/plain');
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Last-Modified', statSync(gz).mtime.toUTCString());
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** A request's path without its query, decoded; null when it does not decode. */
function decodedPath(url: string | undefined): string | null {
  try {
    return decodeURIComponent((url ?? '').split('?')[0] ?? '');
  } catch {
    return null;
  }
}
