/**
 * Named failure scenarios of the demo and test service (design: failures are named scenarios,
 * not forked handlers): the mock runs them, the console's Settings offers them.
 */
export const DEMO_SCENARIOS = [
  'none',
  'slow',
  'flaky',
  'offline',
  'server-error',
  'expired-key',
] as const;
export type DemoScenario = (typeof DEMO_SCENARIOS)[number];
