import type { EndpointId } from '../../src/api/endpoints';
import { db } from '../db/store';
import { TENANT_A, TENANT_B } from '../db/seed/foundation';
import type { ContractCase } from './case';

export function firstId(list: { id: number }[]): number {
  const first = list[0];
  if (!first) throw new Error('seed has no such record');
  return first.id;
}
export const projectOf = (tenantId: number) => firstId(db.tables.project.list(tenantId));

export const projectCases: Partial<Record<EndpointId, ContractCase>> = {
  projectSearch: {
    ok: () => ({
      body: { where: 'status = ACTIVE', sort: [{ field: 'name', order: 'Asc' }], trackTotal: true },
    }),
    bad: () => ({ body: { size: 10001, from: -1, sort: [] }, expect: ['size', 'from', 'sort'] }),
  },
  projectCreate: {
    ok: () => ({ body: { name: 'Contract test project', description: 'x', tags: ['a'] } }),
    bad: () => ({ body: { name: '', icon: 'ftp://x' }, expect: ['name', 'icon'] }),
  },
  projectGet: {
    ok: () => ({ params: { id: projectOf(TENANT_A) } }),
    foreign: () => ({ params: { id: projectOf(TENANT_B) } }),
  },
  projectUpdate: {
    ok: () => ({ params: { id: projectOf(TENANT_A) }, body: { description: 'updated' } }),
    bad: () => ({
      params: { id: projectOf(TENANT_A) },
      body: { name: ' ', tags: [''] },
      expect: ['name', 'tags[0]'],
    }),
    foreign: () => ({ params: { id: projectOf(TENANT_B) }, body: { description: 'x' } }),
  },
  projectDelete: {
    ok: () => ({ params: { id: projectOf(TENANT_A) } }),
    foreign: () => ({ params: { id: projectOf(TENANT_B) } }),
  },
};
