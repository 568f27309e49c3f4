import { describe, expect, it, vi } from 'vitest';

describe('write rules', () => {
  it('are needed by every write and the contract fetch, not by reads', async () => {
    const { needsWriteRules } = await import('./write-rules');
    const { endpoints } = await import('../../src/api/endpoints');
    const needing = Object.values(endpoints)
      .filter(needsWriteRules)
      .map((ep) => `${ep.method} ${ep.path}`);
    expect(needing).not.toContain('GET /api/v1/contract/{id}');
    expect(needing).not.toContain('POST /api/v1/contract/search');
    expect(needing).not.toContain('POST /api/v1/tenant/{id}/dashboard/usage');
    expect(needing).not.toContain('POST /api/v1/detector/alert/aggregation');
    expect(needing).not.toContain('POST /api/v1/project/{id}/dashboard');
    expect(needing).not.toContain('POST /api/v1/contract/{id}/histogram');
    expect(needing).toContain('POST /api/v1/contract');
    expect(needing).toContain('POST /api/v1/contract/fetch');
    expect(needing).toContain('PUT /api/v1/contract/{id}');
    expect(needing).toContain('DELETE /api/v1/contract/{id}');
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
