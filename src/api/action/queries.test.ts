import { describe, expect, it } from 'vitest';
import { actionQueries } from './queries';

describe('the executions query', () => {
  const interval = (results: string[]) =>
    actionQueries
      .executions({ size: 20 })
      .refetchInterval({ state: { data: { data: results.map((result) => ({ result })) } } });

  it('asks again while a run shown is not mined yet, and stops once none is pending', () => {
    expect(interval(['SUCCESS', 'SUBMITTED'])).toBeGreaterThan(0);
    expect(interval(['SUCCESS', 'FAILED'])).toBe(false);
    expect(actionQueries.executions({}).refetchInterval({ state: {} })).toBe(false);
  });
});
