import { describe, expect, it } from 'vitest';
import { bucketTotal, categoryKeys, categoryRows, severityRows } from './alert-chart-data';

const stats = (count: number) => ({ count, maxSeverity: count ? 'HIGH' : null });
const data = [
  {
    ts: 0,
    bucket: { SECURITY: stats(2), FINANCIAL: stats(1), trigger: stats(2), action: stats(0) },
  },
  { ts: 10, bucket: { SECURITY: stats(0), OPERATIONS: stats(4), trigger: stats(0) } },
];

describe('alert chart data', () => {
  it('stacks by category, keeping a category the console does not know under its own name', () => {
    const keys = categoryKeys(data);
    expect(keys).toEqual(['SECURITY', 'COMPLIANCE', 'FINANCIAL', 'OPERATIONS']);
    expect(categoryRows(data, keys)).toEqual([
      { t: 0, SECURITY: 2, COMPLIANCE: 0, FINANCIAL: 1, OPERATIONS: 0 },
      { t: 10, SECURITY: 0, COMPLIANCE: 0, FINANCIAL: 0, OPERATIONS: 4 },
    ]);
  });

  it('counts a bucket by its categories only (trigger and action are origins)', () => {
    expect(bucketTotal(data[0]?.bucket ?? {})).toBe(3);
    expect(bucketTotal({ SECURITY: 5, odd: 'x' })).toBe(5);
  });

  it('stacks by severity from one answer per severity', () => {
    expect(
      severityRows([
        { severity: 'HIGH', data },
        {
          severity: 'LOW',
          data: [
            { ts: 0, bucket: {} },
            { ts: 10, bucket: { SECURITY: stats(1) } },
          ],
        },
      ]),
    ).toEqual([
      { t: 0, HIGH: 3, LOW: 0 },
      { t: 10, HIGH: 4, LOW: 1 },
    ]);
  });
});
