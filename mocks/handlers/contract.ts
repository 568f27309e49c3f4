import type { AbiJson, AddressType, Contract } from '../../src/api/contract/schemas';
import { NETWORKS, NetworkSchema, type Network } from '../../src/api/network/schemas';
import { addressKey, findVerified } from '../db/seed/verified';
import { db } from '../db/store';
import { MockHttpError, badRequest } from '../lib/errors';
import type { Implementations } from '../lib/implement';
import { pathId } from '../lib/implement';
import { defined, mustGet, searchOwn } from '../lib/resource';
import { abiErrors } from './abi-tools';
import { Problems, uid } from './chain-shared';
import { removeContractDependants } from './cascade';
import { addressProblem, eventParams, hasAbis } from './networks';

type ContractImpl = Pick<
  Implementations,
  | 'contractSearch'
  | 'contractCreate'
  | 'contractGet'
  | 'contractGetWithAbi'
  | 'contractUpdate'
  | 'contractDelete'
  | 'contractFetch'
  | 'contractAbiDelete'
  | 'networkEventParams'
>;

/** Lists leave the ABIs out (the real service reads them with `/contract/{id}/withAbi`). */
function listed(c: Contract): Contract {
  const out = { ...c };
  delete out.abi;
  delete out.implAbi;
  return out;
}

function duplicateOf(tenantId: number, chainUid: Network, address: string) {
  const key = addressKey(chainUid, address);
  return db.tables.contract.list(tenantId).find((c) => addressKey(c.chainUid, c.address) === key);
}

interface Shape {
  chainUid: Network;
  address: string;
  addressType: AddressType;
  abi?: AbiJson | null;
  implementation?: string | null;
}

/**
 * Address format, ABI shape and proxy rules: one entry per rule. An address the tenant has
 * already is accepted (nothing in the interface refuses it, and the vendor's tools post fixed
 * bodies); the console says so as it is typed, and the fetch answers `owner` (spec-gaps #38).
 */
function checkShape(s: Shape, p: Problems): void {
  const bad = addressProblem(s.chainUid, s.address);
  if (bad) p.add('address', bad);
  if (s.abi) {
    if (!hasAbis(s.chainUid)) p.add('abi', `${s.chainUid} contracts have no ABI`);
    else if (s.addressType !== 'CONTRACT') p.add('abi', `a ${s.addressType} has no ABI`);
    else for (const e of abiErrors(s.abi)) p.list.push(e);
  }
  if (s.implementation) {
    if (s.addressType !== 'CONTRACT')
      p.add('implementation', `a ${s.addressType} cannot be a proxy`);
    else {
      const badImpl = addressProblem(s.chainUid, s.implementation);
      if (badImpl) p.add('implementation', badImpl);
    }
  }
}

/** The ABIs the explorer has for a contract: what a contract without an override carries. */
function fetchedAbis(c: Pick<Contract, 'chainUid' | 'address' | 'addressType' | 'implementation'>) {
  const v = c.addressType === 'CONTRACT' ? findVerified(c.chainUid, c.address) : undefined;
  const implementation = c.implementation || v?.implementation || null;
  const sameImpl =
    !!v?.implementation &&
    !!implementation &&
    implementation.toLowerCase() === v.implementation.toLowerCase();
  return { implementation, abi: v?.abi ?? null, implAbi: sameImpl ? (v?.implAbi ?? null) : null };
}

export const contractResolvers: ContractImpl = {
  contractSearch: ({ auth, body }) => {
    const res = searchOwn(db.tables.contract, auth.tenantId, body);
    return { ...res, data: res.data.map(listed) };
  },

  contractCreate: ({ auth, body }) => {
    const t = auth.tenantId;
    const p = new Problems();
    if (!db.tables.project.get(t, body.projectId))
      p.add('projectId', `project ${body.projectId} does not exist`);
    const address = body.address.trim();
    checkShape({ ...body, address }, p);
    p.throwIfAny();
    const now = Date.now();
    const fetched = fetchedAbis({ ...body, address });
    // A supplied ABI is the tenant's override; without one the verified ABI is fetched.
    const supplied = body.abi ?? null;
    return db.tables.contract.insert(t, {
      id: db.nextId(),
      createdAt: now,
      updatedAt: now,
      status: body.status ?? 'ACTIVE',
      projectId: body.projectId,
      chainUid: body.chainUid,
      address,
      name: body.name ?? '',
      category: body.category ?? '',
      tags: body.tags ?? [],
      addressType: body.addressType,
      amlRequired: body.amlRequired,
      icon: body.icon ?? '',
      implementation: fetched.implementation,
      abi: supplied ?? fetched.abi,
      abiOverride: supplied !== null,
      implAbi: fetched.implAbi,
      implAbiOverride: false,
    });
  },

  contractGet: ({ auth, params }) =>
    mustGet(db.tables.contract, auth.tenantId, pathId(params, 'Contract')),

  /** The vendor's read of a contract with its ABIs (real-service notes): the get's answer. */
  contractGetWithAbi: ({ auth, params }) =>
    mustGet(db.tables.contract, auth.tenantId, pathId(params, 'Contract')),

  contractUpdate: ({ auth, params, body }) => {
    const t = auth.tenantId;
    const current = mustGet(db.tables.contract, t, pathId(params, 'Contract'));
    const p = new Problems();
    if (body.projectId !== undefined && !db.tables.project.get(t, body.projectId)) {
      p.add('projectId', `project ${body.projectId} does not exist`);
    }
    const { abi, ...patch } = body;
    const next: Contract = {
      ...current,
      ...defined(patch),
      address: (body.address ?? current.address).trim(),
      updatedAt: Date.now(),
    };
    const addressType = next.addressType ?? 'CONTRACT';
    checkShape(
      {
        chainUid: next.chainUid,
        address: next.address,
        addressType,
        abi,
        implementation: body.implementation,
      },
      p,
    );
    p.throwIfAny();

    const moved =
      next.chainUid !== current.chainUid ||
      next.address.toLowerCase() !== current.address.toLowerCase();
    const fetched = fetchedAbis({ ...next, addressType });
    if (addressType !== 'CONTRACT') {
      Object.assign(next, {
        abi: null,
        implAbi: null,
        implementation: null,
        abiOverride: false,
        implAbiOverride: false,
      });
    } else if (abi) {
      Object.assign(next, { abi, abiOverride: true });
    } else if (abi === null || (moved && !current.abiOverride)) {
      // `abi: null` drops the override like DELETE /abi; a moved contract is fetched again.
      Object.assign(next, { abi: fetched.abi, abiOverride: false });
    }
    if (addressType === 'CONTRACT' && !next.implAbiOverride) {
      if (body.implementation === null || body.implementation === '') {
        Object.assign(next, { implementation: null, implAbi: null });
      } else if (moved || body.implementation !== undefined) {
        Object.assign(next, { implementation: fetched.implementation, implAbi: fetched.implAbi });
      }
    }
    db.tables.contract.replace(t, next);
    return next;
  },

  contractDelete: ({ auth, params }) => {
    const id = pathId(params, 'Contract');
    mustGet(db.tables.contract, auth.tenantId, id);
    removeContractDependants(auth.tenantId, id);
    db.tables.contract.remove(auth.tenantId, id);
    return uid(id);
  },

  contractAbiDelete: ({ auth, params }) => {
    const current = mustGet(db.tables.contract, auth.tenantId, pathId(params, 'Contract'));
    const fetched = fetchedAbis({ ...current, addressType: current.addressType ?? 'CONTRACT' });
    const next: Contract = {
      ...current,
      updatedAt: Date.now(),
      abi: fetched.abi,
      abiOverride: false,
      implAbi: current.implementation ? fetched.implAbi : null,
      implAbiOverride: false,
    };
    db.tables.contract.replace(auth.tenantId, next);
    return next;
  },

  contractFetch: ({ auth, body }) => {
    const p = new Problems();
    const network = body.chainUid ?? body.network;
    const field = body.chainUid ? 'chainUid' : 'network';
    if (!network) p.add('chainUid', 'the network is required (chainUid, or network)');
    else if (body.chainUid && body.network && body.chainUid !== body.network) {
      p.add('network', `'${body.network}' contradicts chainUid '${body.chainUid}'`);
    }
    if (body.abi) for (const e of abiErrors(body.abi)) p.list.push(e);
    p.throwIfAny();
    if (!network) throw badRequest('Validation failed');
    const address = body.address.trim();
    if (!hasAbis(network)) {
      throw badRequest('Validation failed', [`${field}: ${network} has no contract ABIs to fetch`]);
    }
    const bad = addressProblem(network, address);
    if (bad) throw badRequest('Validation failed', [`address: ${bad}`]);
    const verified = findVerified(network, address);
    if (!verified && !body.abi) {
      throw new MockHttpError(404, `No verified contract found at ${address} on ${network}`);
    }
    return {
      network,
      contractAddress: verified?.address ?? address,
      implementation: verified?.implementation ?? null,
      abi: body.abi ?? verified?.abi ?? [],
      owner: duplicateOf(auth.tenantId, network, address) !== undefined,
    };
  },

  networkEventParams: ({ params }) => {
    const parsed = NetworkSchema.safeParse(params.network);
    if (!parsed.success) {
      throw badRequest('Validation failed', [
        `network: unknown network '${params.network ?? ''}'; expected one of ${NETWORKS.join(', ')}`,
      ]);
    }
    return eventParams(parsed.data);
  },
};
