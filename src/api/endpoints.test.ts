import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';

describe('endpoint table', () => {
  const rows = Object.entries(endpoints);

  it('marks every GET as a read and every PUT and DELETE as a write', () => {
    for (const [id, ep] of rows) {
      if (ep.method === 'GET') expect(ep.access, id).toBe('read');
      if (ep.method === 'PUT' || ep.method === 'DELETE') expect(ep.access, id).toBe('write');
    }
  });

  it('marks the POST searches, histograms and the contract fetch as reads, creates as writes', () => {
    const reads = rows.filter(([, ep]) => ep.method === 'POST' && ep.access === 'read');
    for (const [id, ep] of reads)
      expect(ep.path, id).toMatch(/search|aggregation|fetch|dashboard|histogram/);
    expect(endpoints.projectCreate.access).toBe('write');
    expect(endpoints.actionRun.access).toBe('write');
  });
});
