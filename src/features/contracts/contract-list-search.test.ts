import { describe, expect, it } from 'vitest';
import { contractList, contractSearchBody } from './contract-list-search';

const ContractListSearchSchema = contractList.schema;

describe('contract list URL state', () => {
  it('falls back to defaults for hand-edited nonsense', () => {
    const s = ContractListSearchSchema.parse({
      network: 'atlantis',
      type: 'ROBOT',
      projectId: -3,
      size: 99999,
      sort: 'colour',
    });
    expect(s).toEqual({ sort: 'name', order: 'Asc', from: 0, size: 25 });
  });

  it('turns filters into a where clause', () => {
    const body = contractSearchBody(
      ContractListSearchSchema.parse({
        projectId: 101,
        network: 'ethereum',
        type: 'WALLET',
        tag: 'ops',
      }),
    );
    expect(body.where).toBe(
      "(projectId = 101) and (chainUid = 'ethereum') and (addressType = 'WALLET') and (tags = 'ops')",
    );
  });

  it('matches text against name, category and address in either case', () => {
    const body = contractSearchBody(ContractListSearchSchema.parse({ q: '0xA0b8' }));
    expect(body.where).toBe(
      "name like '%0xA0b8%' or category like '%0xA0b8%' or address like '%0xA0b8%' or address like '%0xa0b8%'",
    );
  });
});
