import type { Contract } from '../../src/api/contract/schemas';
import type { Documentation } from '../../src/api/documentation/schemas';
import type { TokenomicsCategory } from '../../src/api/tokenomics/schemas';
import { db } from '../db/store';
import type { Implementations } from '../lib/implement';
import { pathId } from '../lib/implement';
import { defined, mustGet, search } from '../lib/resource';
import { isErc20 } from './abi-tools';
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
 * The create body carries no amounts, so a new category starts with a placeholder plan:
 * 1,200,000 tokens over 12 monthly unlocks from next month, which the chart can show at once.
 */

function checkName(
  tenantId: number,
  contractId: number,
  name: string,
  p: Problems,
  exceptId?: number,
) {
  const clash = db.tables.tokenomics
    .list(tenantId)
    .some(
      (c) =>
        c.id !== exceptId &&
        c.contractId === contractId &&
        c.name.toLowerCase() === name.trim().toLowerCase(),
    );
  if (clash) p.add('name', `contract ${contractId} already has a category named '${name.trim()}'`);
}

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
      if (!isErc20(contract))
        p.add(
          'contractId',
          `contract ${contract.id} is not an ERC-20 token (its ABI lacks totalSupply, balanceOf or transfer)`,
        );
      checkAllocation(contract, body.allocationAddress, p);
      checkName(t, contract.id, body.name, p);
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
    search(db.tables.tokenomics.list(auth.tenantId), body),

  tokenomicsCategoryUpdate: ({ auth, params, body }) => {
    const t = auth.tenantId;
    const current = mustGet(db.tables.tokenomics, t, pathId(params, 'Tokenomics category'));
    const p = new Problems();
    const contract = db.tables.contract.get(t, current.contractId);
    if (contract && body.allocationAddress !== undefined)
      checkAllocation(contract, body.allocationAddress, p);
    if (body.name !== undefined) checkName(t, current.contractId, body.name, p, current.id);
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

  documentationSearch: ({ auth, body }) =>
    search(db.tables.documentation.list(auth.tenantId), body),

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
