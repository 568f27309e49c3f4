import type { Contract } from '../../src/api/contract/schemas';
import type { Documentation } from '../../src/api/documentation/schemas';
import type { TokenomicsCategory } from '../../src/api/tokenomics/schemas';
import { db } from '../db/store';
import type { Implementations } from '../lib/implement';
import { pathId } from '../lib/implement';
import { defined, mustGet, searchOwn } from '../lib/resource';
import { Problems, contractRef, uid } from './chain-shared';
import { addressProblem } from './networks';

type TokenomicsImpl = Pick<
  Implementations,
  | 'tokenomicsCategoryCreate'
  | 'tokenomicsCategorySearch'
  | 'tokenomicsCategoryUpdate'
  | 'tokenomicsCategoryDelete'
  | 'documentationSearch'
  | 'documentationUpdate'
>;

/**
 * A category may be made on any contract of the tenant, under any name: the interface refuses
 * neither a contract whose ABI is unknown (the vendor's contracts are posted with `abi: null`)
 * nor a name the token has already; the console checks the names (spec-gaps #123).
 */
function checkAllocation(contract: Contract, address: string, p: Problems) {
  const bad = addressProblem(contract.chainUid, address);
  if (bad) p.add('allocationAddress', bad);
}

export const tokenomicsResolvers: TokenomicsImpl = {
  tokenomicsCategoryCreate: ({ auth, body }) => {
    const t = auth.tenantId;
    const p = new Problems();
    const contract = contractRef(t, body.contractId, 'contractId', p);
    if (contract) {
      checkAllocation(contract, body.allocationAddress, p);
    }
    p.throwIfAny();
    const now = Date.now();
    const id = db.nextId();
    const category: TokenomicsCategory = {
      id,
      createdAt: now,
      updatedAt: now,
      status: body.status ?? 'ACTIVE',
      contractId: body.contractId,
      name: body.name.trim(),
      allocationAddress: body.allocationAddress.trim(),
      // The create body has no amounts: a new category starts with an empty schedule (the mock
      // invents nothing the user did not enter).
      schedule: [],
    };
    return db.tables.tokenomics.insert(t, category);
  },

  tokenomicsCategorySearch: ({ auth, body }) =>
    searchOwn(db.tables.tokenomics, auth.tenantId, body),

  tokenomicsCategoryUpdate: ({ auth, params, body }) => {
    const t = auth.tenantId;
    const current = mustGet(db.tables.tokenomics, t, pathId(params, 'Tokenomics category'));
    const p = new Problems();
    const contract = db.tables.contract.get(t, current.contractId);
    if (contract && body.allocationAddress !== undefined)
      checkAllocation(contract, body.allocationAddress, p);
    p.throwIfAny();
    const next: TokenomicsCategory = {
      ...current,
      ...defined(body),
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.allocationAddress !== undefined
        ? { allocationAddress: body.allocationAddress.trim() }
        : {}),
      updatedAt: Date.now(),
    };
    db.tables.tokenomics.replace(t, next);
    return next;
  },

  tokenomicsCategoryDelete: ({ auth, params }) => {
    const id = pathId(params, 'Tokenomics category');
    mustGet(db.tables.tokenomics, auth.tenantId, id);
    db.tables.tokenomics.remove(auth.tenantId, id);
    return uid(id);
  },

  documentationSearch: ({ auth, body }) => searchOwn(db.tables.documentation, auth.tenantId, body),

  documentationUpdate: ({ auth, params, body }) => {
    const t = auth.tenantId;
    const current = mustGet(db.tables.documentation, t, pathId(params, 'Documentation entry'));
    const next: Documentation = {
      ...current,
      ...defined(body),
      updatedAt: Date.now(),
    };
    db.tables.documentation.replace(t, next);
    return next;
  },
};
