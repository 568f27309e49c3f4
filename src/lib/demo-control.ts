/**
 * Controls of the demo service (not part of the real interface): reset the seeded data, switch
 * named failure scenarios, and stand in for a Telegram user sending `/start`. They exist in
 * demo mode and on the HTTP mock server (`npm run mock:serve`), never on a real service.
 */
import { getConnection } from '@/api/connection';
import { waitForService } from '@/api/http';
import type { DemoScenario } from '@/api/rules/scenarios';

/** The demo worker answers on this origin; the HTTP mock under its base URL. */
function url(path: string): string {
  const { mode, baseUrl } = getConnection();
  return mode === 'live' ? `${baseUrl.replace(/\/+$/, '')}${path}` : `${location.origin}${path}`;
}

function headers(): Record<string, string> {
  // The controls act on the key's own tenant, so they need the key like any request.
  const { apiKey } = getConnection();
  return {
    'Content-Type': 'application/json',
    ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
  };
}

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const send = await waitForService();
  const res = await send(url(path), {
    method,
    headers: headers(),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Demo control ${path} answered ${res.status}`);
  return res.json();
}

const post = (path: string, body?: unknown) => call('POST', path, body);

/** The scenario in force for the key's tenant (`{ name }`, plus its endpoint or delay). */
export interface ScenarioState {
  name: DemoScenario;
}

export const resetDemoData = () => post('/__demo/reset');
export const getDemoScenario = () => call('GET', '/__demo/scenario') as Promise<ScenarioState>;
export const setDemoScenario = (name: DemoScenario) =>
  post('/__demo/scenario', { name }) as Promise<ScenarioState>;
/** What the service's bot does on `/start <uid>`: binds the waiting Telegram contact. */
export const simulateTelegramStart = (uid: string) => post('/__demo/telegram/start', { uid });

/** Whether the connected service has the demo controls (demo mode, or the HTTP mock). */
export async function hasDemoControls(): Promise<boolean> {
  if (getConnection().mode === 'demo') return true;
  try {
    const res = await fetch(url('/__demo/scenario'), { headers: headers() });
    return res.ok;
  } catch {
    return false;
  }
}
