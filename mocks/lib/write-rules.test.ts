import { describe, expect, it, vi } from 'vitest';

describe('write rules', () => {
  it('are needed by every request but GETs, searches and counts over time', async () => {
    const { needsWriteRules } = await import('./write-rules');
    expect(needsWriteRules('GET', '/api/v1/contract/{id}')).toBe(false);
    expect(needsWriteRules('POST', '/api/v1/contract/search')).toBe(false);
    expect(needsWriteRules('POST', '/api/v1/tenant/{id}/dashboard/usage')).toBe(false);
    expect(needsWriteRules('POST', '/api/v1/detector/alert/aggregation')).toBe(false);
    expect(needsWriteRules('POST', '/api/v1/project/{id}/dashboard')).toBe(false);
    expect(needsWriteRules('POST', '/api/v1/contract/{id}/histogram')).toBe(false);
    expect(needsWriteRules('POST', '/api/v1/contract')).toBe(true);
    expect(needsWriteRules('POST', '/api/v1/contract/fetch')).toBe(true);
    expect(needsWriteRules('PUT', '/api/v1/contract/{id}')).toBe(true);
    expect(needsWriteRules('DELETE', '/api/v1/contract/{id}')).toBe(true);
  });

  it('refuse to answer before they are loaded, and answer after', async () => {
    vi.resetModules();
    const rules = await import('./write-rules');
    expect(() => rules.writeRules()).toThrow(/used before loadWriteRules/);
    await rules.loadWriteRules();
    expect(rules.writeRules().addressProblem('ethereum', '0x12')).toMatch(/40 hex digits/);
    expect(rules.writeRules().checkTron('T123')).toBeDefined();
  });
});
