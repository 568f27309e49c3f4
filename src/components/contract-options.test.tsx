import { describe, expect, it } from 'vitest';
import type { Contract } from '@/api/contract/schemas';
import { contractSelectProps } from './contract-options';

const c = (id: number, name: string, projectId: number) =>
  ({
    id,
    name,
    projectId,
    chainUid: 'arbitrum',
    address: `0x${String(id).padStart(40, '0')}`,
  }) as unknown as Contract;

// As a keyword sort answers them: upper case before lower case, 'BSC' before 'Base'.
const list = [
  c(1, 'BSC bridge', 10),
  c(2, 'Base vault', 10),
  c(3, 'aave pool', 20),
  c(4, 'Zed', 10),
];
const labels = (data: unknown[]) => data.map((d) => (d as { label: string }).label.split(' · ')[0]);

describe('contract picker options', () => {
  it('are in the order people read names, whatever order the service sorted them in', () => {
    expect(labels(contractSelectProps(list).data)).toEqual([
      'aave pool',
      'Base vault',
      'BSC bridge',
      'Zed',
    ]);
  });

  it('are in that order within each project, the projects by name', () => {
    const { data } = contractSelectProps(list, {
      projects: [
        { id: 10, name: 'Treasury' },
        { id: 20, name: 'Lending' },
      ],
    });
    expect(
      (data as { group: string; items: unknown[] }[]).map((g) => [g.group, labels(g.items)]),
    ).toEqual([
      ['Lending', ['aave pool']],
      ['Treasury', ['Base vault', 'BSC bridge', 'Zed']],
    ]);
  });
});
