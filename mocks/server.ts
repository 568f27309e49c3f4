/**
 * The mock service over real HTTP on localhost, with CORS: the same handlers and seeded data as
 * the demo. `PORT` (default 4010), `SCALE` adds detectors for performance work; the seed's icons
 * are served from `public/seed-icons/` at this address (`ASSET_ORIGIN` when it is reached under
 * another name).
 *   npm run mock:serve
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createHandlers } from './handlers';
import { initStore } from './db/init';

const port = Number(process.env.PORT ?? 4010);
const scale = Number(process.env.SCALE ?? 0) || undefined;
const projects = Number(process.env.SCALE_PROJECTS ?? 0) || undefined;
const assetOrigin = process.env.ASSET_ORIGIN ?? `http://localhost:${port}`;
initStore({ seed: { detectors: scale, projects, assetOrigin } });
const handlers = createHandlers();

/**
 * CORS for the console's origins only (any local port, plus `CORS_ORIGINS`, comma-separated),
 * not `*`: another site's page cannot drive this service from a visitor's browser.
 */
const EXTRA_ORIGINS = new Set(
  (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
);
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function corsHeaders(origin: string | undefined): Record<string, string> {
  const base = {
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
  return origin && (LOCAL_ORIGIN.test(origin) || EXTRA_ORIGINS.has(origin))
    ? { ...base, 'Access-Control-Allow-Origin': origin }
    : base;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

/** `public/seed-icons/<folder>/<name>.svg`, nothing else (the pattern admits no `..`). */
const SEED_ICON = /^\/seed-icons\/([a-z]+)\/([a-z0-9-]+)\.svg$/;
const SEED_ICONS_DIR = new URL('../public/seed-icons/', import.meta.url);

async function serveSeedIcon(path: string, res: ServerResponse): Promise<boolean> {
  const match = SEED_ICON.exec(path);
  if (!match) return false;
  const svg = await readFile(new URL(`${match[1]}/${match[2]}.svg`, SEED_ICONS_DIR)).catch(
    () => null,
  );
  if (!svg) return false;
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
    // Opened on its own, an image is still only an image.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.end(svg);
  return true;
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const CORS = corsHeaders(req.headers.origin);
  try {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `localhost:${port}`}`);
    if (req.method === 'GET' && (await serveSeedIcon(url.pathname, res))) return;
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (typeof v === 'string') headers.set(k, v);
      else if (Array.isArray(v)) headers.set(k, v.join(', '));
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const body = hasBody ? await readBody(req) : undefined;
    const request = new Request(url, {
      method: req.method,
      headers,
      body: body?.length ? new Uint8Array(body) : undefined,
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      res.writeHead(404, { ...CORS, 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          statusCode: 404,
          message: `No endpoint ${req.method} ${url.pathname}`,
          errors: [],
        }),
      );
      return;
    }
    const out: Record<string, string> = { ...CORS };
    response.headers.forEach((v, k) => (out[k] = v));
    res.writeHead(response.status === 0 ? 503 : response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (err) {
    res.writeHead(500, { ...CORS, 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 500, message: String(err), errors: [] }));
  }
}

const server = createServer((req, res) => void handle(req, res));

server.listen(port, '127.0.0.1', () => {
  console.log(
    `Vigil mock service on http://localhost:${port}/api/v1 (npm run mock:token prints a key)`,
  );
});
