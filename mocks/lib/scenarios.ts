/**
 * Named failure scenarios (design: "failures are named scenarios, not forked handlers").
 * Switched on in demo mode from Settings (through the /__demo/scenario control endpoint) and in
 * tests by calling setScenario directly.
 */
import { DEMO_SCENARIOS, type DemoScenario } from '../../src/api/rules/scenarios';

export const SCENARIOS = DEMO_SCENARIOS;
export type ScenarioName = DemoScenario;

export interface Scenario {
  name: ScenarioName;
  /** For server-error: only this endpoint id fails (all when absent). */
  endpoint?: string;
  /** For slow: added latency in ms. */
  delayMs?: number;
}

let current: Scenario = { name: 'none' };
let flakyCounter = 0;
/** Scenarios a tenant switched on for itself (demo control); others see `current`. */
const byTenant = new Map<number, Scenario>();

export function getScenario(tenantId?: number): Scenario {
  return (tenantId !== undefined ? byTenant.get(tenantId) : undefined) ?? current;
}

/** For one tenant (the demo control acts only on the caller's tenant), or for all (tests). */
export function setScenario(next: Scenario, tenantId?: number): void {
  if (tenantId === undefined) {
    current = next;
    byTenant.clear();
  } else byTenant.set(tenantId, next);
  flakyCounter = 0;
}

export type ScenarioEffect =
  | { kind: 'pass' }
  | { kind: 'delay'; ms: number }
  | { kind: 'network-error' }
  | { kind: 'status'; status: number; message: string };

/** What the active scenario does to one call of an endpoint. Deterministic: no random. */
export function scenarioEffect(endpointId: string, tenantId?: number): ScenarioEffect {
  const active = getScenario(tenantId);
  switch (active.name) {
    case 'none':
      return { kind: 'pass' };
    case 'slow':
      return { kind: 'delay', ms: active.delayMs ?? 1500 };
    case 'offline':
      return { kind: 'network-error' };
    case 'flaky':
      // Every other request fails, so a retry succeeds.
      flakyCounter += 1;
      return flakyCounter % 2 === 1
        ? { kind: 'status', status: 503, message: 'Service temporarily unavailable' }
        : { kind: 'pass' };
    case 'server-error':
      return !active.endpoint || active.endpoint === endpointId
        ? { kind: 'status', status: 500, message: 'Internal server error' }
        : { kind: 'pass' };
    case 'expired-key':
      return { kind: 'status', status: 401, message: 'API key expired' };
  }
}
