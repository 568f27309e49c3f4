/**
 * Controls of the in-browser demo service (not part of the real interface): reset the seeded
 * data and switch named failure scenarios. Only meaningful in demo mode.
 */
import { getConnection } from '@/api/connection';
import type { DemoScenario } from '@/api/rules/scenarios';

async function post(path: string, body?: unknown): Promise<unknown> {
  // The controls act on the demo key's own tenant, so they need the key like any request.
  const { apiKey } = getConnection();
  const res = await fetch(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Demo control ${path} answered ${res.status}`);
  return res.json();
}

export const resetDemoData = () => post('/__demo/reset');
export const setDemoScenario = (name: DemoScenario) => post('/__demo/scenario', { name });
