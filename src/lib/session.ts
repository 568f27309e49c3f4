import { env } from '@/config/env';
import type { Connection, Mode } from '@/api/connection';

/**
 * The connection a user chose, kept between visits. The API key lives in sessionStorage unless
 * "remember on this device" was ticked (then localStorage); it never goes into a URL or a log.
 */
const MODE_KEY = 'vigil.mode';
const LIVE_KEY = 'vigil.live';
/** The base URL last connected to: no secret, so it stays after sign-out for the connect page. */
const LAST_BASE_KEY = 'vigil.lastBaseUrl';

interface StoredLive {
  baseUrl: string;
  apiKey: string;
}

function readLive(storage: Storage): StoredLive | null {
  try {
    const raw = storage.getItem(LIVE_KEY);
    if (!raw) return null;
    const v: unknown = JSON.parse(raw);
    if (typeof v === 'object' && v !== null && 'baseUrl' in v && 'apiKey' in v) {
      const { baseUrl, apiKey } = v;
      if (typeof baseUrl === 'string' && typeof apiKey === 'string') return { baseUrl, apiKey };
    }
  } catch {
    // A corrupt entry is treated as absent.
  }
  return null;
}

export function preferredMode(): Mode {
  const stored = localStorage.getItem(MODE_KEY);
  if (stored === 'demo' || stored === 'live') return stored;
  if (env.VITE_DEFAULT_MODE) return env.VITE_DEFAULT_MODE;
  return env.VITE_API_BASE_URL ? 'live' : 'demo';
}

/**
 * The live connection to start with: a stored key, or without a key the base URL last connected
 * to (after a sign-out) or the configured one.
 */
export function storedLiveConnection(): Connection {
  const live = readLive(sessionStorage) ?? readLive(localStorage);
  return {
    mode: 'live',
    baseUrl: live?.baseUrl ?? localStorage.getItem(LAST_BASE_KEY) ?? env.VITE_API_BASE_URL ?? '',
    apiKey: live?.apiKey ?? null,
  };
}

export function saveLiveConnection(c: StoredLive, remember: boolean): void {
  sessionStorage.removeItem(LIVE_KEY);
  localStorage.removeItem(LIVE_KEY);
  (remember ? localStorage : sessionStorage).setItem(LIVE_KEY, JSON.stringify(c));
  localStorage.setItem(LAST_BASE_KEY, c.baseUrl);
  localStorage.setItem(MODE_KEY, 'live');
}

/** Whether the current key was kept with "remember on this device". */
export function isRemembered(): boolean {
  return readLive(localStorage) !== null;
}

/** Signs out: the key goes, the base URL stays on offer (LAST_BASE_KEY). */
/** Where unsent work (the action builder's draft) is kept on the device: forgotten at sign-out. */
export const DRAFT_PREFIX = 'vigil:draft:';

/**
 * Signs the device out: the key, and the drafts kept on it (another person, or another tenant's
 * key, may sign in next: a draft names the tenant's wallets, contracts and destinations).
 */
export function forgetLiveKey(): void {
  sessionStorage.removeItem(LIVE_KEY);
  localStorage.removeItem(LIVE_KEY);
  for (const key of Object.keys(localStorage))
    if (key.startsWith(DRAFT_PREFIX)) localStorage.removeItem(key);
}

export function chooseMode(mode: Mode): void {
  localStorage.setItem(MODE_KEY, mode);
}

/**
 * Opens the demo at `path` on a fresh page load: its in-browser service starts with the page
 * (the live key, if any, stays for the next connect).
 */
export function openDemo(path: string): void {
  chooseMode('demo');
  window.location.assign(path);
}

export interface KeyClaims {
  tenantId: number | null;
  roles: string[];
  expiresAt: number | null;
  subject: string | null;
}

/** What the key says about itself (read, not verified: the service verifies). */
/**
 * A JWT's payload, read without checking its signature: the service checks it, the console only
 * shows what the key says (tenant, roles, expiry). By hand, as base64url and JSON: jose's
 * decodeJwt was 2 kB gzip of the first screen for these lines.
 */
export function jwtPayload(token: string): Record<string, unknown> {
  const parts = token.split('.');
  const body = parts[1];
  if (parts.length !== 3 || !body || !/^[\w-]+$/.test(body)) throw new Error('Not a JWT');
  const binary = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
  const text = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  const payload: unknown = JSON.parse(text);
  if (!isObject(payload)) throw new Error('A JWT payload is a JSON object');
  return payload;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function readClaims(apiKey: string | null): KeyClaims | null {
  if (!apiKey) return null;
  try {
    const p = jwtPayload(apiKey);
    const tenant = p.tenantId ?? p.tenant_id ?? p.tid;
    return {
      tenantId:
        typeof tenant === 'number'
          ? tenant
          : typeof tenant === 'string' && /^\d+$/.test(tenant)
            ? Number(tenant)
            : null,
      roles: Array.isArray(p.roles)
        ? p.roles.filter((r): r is string => typeof r === 'string')
        : [],
      expiresAt: typeof p.exp === 'number' ? p.exp * 1000 : null,
      subject: typeof p.sub === 'string' ? p.sub : null,
    };
  } catch {
    return null;
  }
}
