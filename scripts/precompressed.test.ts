import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressAssets, servePrecompressed } from './precompressed';

let dir: string;
const big = 'export const rows = ['.padEnd(4000, '"row", ') + '];\n';

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-gz-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/index-a1.js'), big);
  writeFileSync(join(dir, 'assets/index-a1.css'), `.a{color:red}`.repeat(200));
  writeFileSync(join(dir, 'assets/tiny-b2.js'), 'export {};');
  writeFileSync(join(dir, 'assets/logo-c3.png'), Buffer.alloc(4000, 7));
  writeFileSync(join(dir, 'theme-init.js'), big);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('compressAssets', () => {
  it('writes a gzip copy beside each script and stylesheet of 1 kB or more under assets/', () => {
    compressAssets(dir, [
      'assets/index-a1.js',
      'assets/index-a1.css',
      'assets/tiny-b2.js',
      'assets/logo-c3.png',
      'theme-init.js',
    ]);
    expect(gunzipSync(readFileSync(join(dir, 'assets/index-a1.js.gz'))).toString()).toBe(big);
    expect(existsSync(join(dir, 'assets/index-a1.css.gz'))).toBe(true);
    // Too small to gain, not text, or outside the hashed assets.
    expect(existsSync(join(dir, 'assets/tiny-b2.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'assets/logo-c3.png.gz'))).toBe(false);
    expect(existsSync(join(dir, 'theme-init.js.gz'))).toBe(false);
  });
});

/** A request through the middleware: what it answered, or that it passed it on. */
function request(url: string, { method = 'GET', encoding = 'gzip, deflate, br' } = {}) {
  const headers: Record<string, unknown> = {};
  const result = { passed: false, headers, body: undefined as Buffer | undefined };
  const res = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = value),
    end: (body?: Buffer) => (result.body = body),
  } as unknown as ServerResponse;
  const req = { url, method, headers: { 'accept-encoding': encoding } } as IncomingMessage;
  servePrecompressed(dir, { 'X-Frame-Options': 'DENY' })(req, res, () => (result.passed = true));
  return result;
}

describe('servePrecompressed', () => {
  beforeEach(() => compressAssets(dir, ['assets/index-a1.js', 'assets/index-a1.css']));

  it('answers an asset from its gzip copy, with its type and the preview headers', () => {
    const { passed, headers, body } = request('/assets/index%2Da1.js?v=1');
    expect(passed).toBe(false);
    expect(gunzipSync(body!).toString()).toBe(big);
    expect(headers).toMatchObject({
      'content-type': 'text/javascript',
      'content-encoding': 'gzip',
      'content-length': body!.length,
      vary: 'Accept-Encoding',
      'x-frame-options': 'DENY',
    });
    expect(headers['cache-control']).toMatch(/immutable/);
    expect(request('/assets/index-a1.css').headers['content-type']).toBe('text/css');
  });

  it('answers a HEAD with the headers only', () => {
    const { headers, body } = request('/assets/index-a1.js', { method: 'HEAD' });
    expect(headers['content-encoding']).toBe('gzip');
    expect(body).toBeUndefined();
  });

  it('passes on what it cannot answer from a gzip copy', () => {
    // A client without gzip, a file without a copy, a write, a path out of assets/.
    expect(request('/assets/index-a1.js', { encoding: 'identity' }).passed).toBe(true);
    expect(request('/assets/tiny-b2.js').passed).toBe(true);
    expect(request('/assets/index-a1.js', { method: 'POST' }).passed).toBe(true);
    expect(request('/assets/../assets/index-a1.js').passed).toBe(true);
    // Encoded, the way out of assets/ is refused all the same; a path that does not decode too.
    expect(request('/assets/%2e%2e/assets/index-a1.js').passed).toBe(true);
    expect(request('/assets/%E0%A4%A.js').passed).toBe(true);
    expect(request('/index.html').passed).toBe(true);
  });
});
