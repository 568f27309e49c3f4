import type { Contract } from '../../src/api/contract/schemas';
import type { EndpointId } from '../../src/api/endpoints';
import { db } from '../db/store';
import { CATALOGUE_TENANT } from '../db/seed/detector-schemas';
import { TENANT_A, TENANT_B } from '../db/seed/foundation';
import type { ContractCase } from './case';
import { firstId, projectOf } from './project-cases';

/** Seeded records found by what they are, not by hard-coded ids. */
function contract(tenantId: number, test: (c: Contract) => boolean): Contract {
  const found = db.tables.contract.list(tenantId).find(test);
  if (!found) throw new Error('seed has no such contract');
  return found;
}
const erc20 = (tenantId: number) =>
  contract(tenantId, (c) => c.tags?.includes('tokenomics') === true && c.chainUid === 'ethereum');
const walletOf = (tenantId: number, chainUid: string) =>
  contract(tenantId, (c) => c.addressType === 'WALLET' && c.chainUid === chainUid);
const usdc = () => contract(TENANT_A, (c) => c.name === 'USD Coin');
const overridden = () => contract(TENANT_A, (c) => c.abiOverride === true);

const tokenomicsOf = (t: number) => firstId(db.tables.tokenomics.list(t));
const documentationOf = (t: number) => firstId(db.tables.documentation.list(t));
// The catalogue is global (one copy under CATALOGUE_TENANT): the tenant argument is kept for reading.
const schemaOf = (_t: number) => firstId(db.tables.schema.list(CATALOGUE_TENANT));
const withdrawnSchema = () => {
  const s = db.tables.schema.list(CATALOGUE_TENANT).find((x) => x.status === 'DISABLED');
  if (!s) throw new Error('seed has no withdrawn schema');
  return s.id;
};
const transferSchema = (_t: number) => {
  const s = db.tables.schema
    .list(CATALOGUE_TENANT)
    .find((x) => x.name === 'DetectorTransferMonitor' && x.status === 'ACTIVE');
  if (!s) throw new Error('seed has no transfer monitor schema');
  return s.id;
};
const detectorOf = (t: number) => firstId(db.tables.detector.list(t));
const triggerOf = (t: number) => firstId(db.tables.trigger.list(t));
const alertOf = (t: number) => {
  const a = db.tables.trigger.list(t).flatMap((tr) => tr.alerts ?? [])[0];
  if (!a) throw new Error('seed has no trigger alert');
  return a.id;
};
const activeAction = (t: number) => {
  const a = db.tables.action.list(t).find((x) => x.status === 'ACTIVE');
  if (!a) throw new Error('seed has no active action');
  return a.id;
};
const destinationOf = (t: number) => firstId(db.tables.destination.list(t));

const badWhere = { body: { where: "name = 'unterminated" }, expect: ['where'] };
const NEW_ADDRESS = '0x1111111111111111111111111111111111111111';

export const chainCases: Partial<Record<EndpointId, ContractCase>> = {
  // ── Contracts ──
  contractSearch: {
    ok: () => ({
      body: {
        where: "chainUid = 'ethereum' and addressType = CONTRACT",
        sort: [{ field: 'name', order: 'Asc' }],
        trackTotal: true,
      },
    }),
    bad: () => badWhere,
  },
  contractCreate: {
    ok: () => ({
      body: {
        projectId: projectOf(TENANT_A),
        chainUid: 'sepolia',
        address: NEW_ADDRESS,
        name: 'Contract test',
        abi: null,
      },
    }),
    bad: () => ({
      body: {
        projectId: projectOf(TENANT_B),
        chainUid: 'ethereum',
        address: '0x123',
        abi: [{ name: 'x' }],
      },
      expect: ['projectId', 'address', 'abi[0].type'],
    }),
  },
  contractGet: {
    ok: () => ({ params: { id: usdc().id } }),
    foreign: () => ({ params: { id: erc20(TENANT_B).id } }),
  },
  contractGetWithAbi: {
    ok: () => ({ params: { id: usdc().id } }),
    foreign: () => ({ params: { id: erc20(TENANT_B).id } }),
  },
  contractHistogram: {
    // The body of the real-service notes: from, to, interval required; query, timezone optional.
    ok: () => ({
      params: { id: usdc().id },
      body: {
        from: Date.now() - 7 * 86_400_000,
        to: Date.now(),
        interval: '1d',
        query: 'tags:SECURITY',
        timezone: '-01:00',
      },
    }),
    bad: () => ({
      params: { id: usdc().id },
      body: { from: -1, to: 1, interval: 'daily' },
      expect: ['from', 'interval'],
    }),
    foreign: () => ({
      params: { id: erc20(TENANT_B).id },
      body: { from: 0, to: 1, interval: '1d' },
    }),
  },
  contractUpdate: {
    ok: () => ({
      params: { id: usdc().id },
      body: { name: 'USD Coin (renamed)', tags: ['stablecoin'] },
    }),
    bad: () => ({
      params: { id: usdc().id },
      body: { address: 'not-an-address', abi: [{ type: 'function' }] },
      expect: ['address', 'abi[0].name'],
    }),
    foreign: () => ({ params: { id: erc20(TENANT_B).id }, body: { name: 'x' } }),
  },
  contractDelete: {
    ok: () => ({ params: { id: usdc().id } }),
    foreign: () => ({ params: { id: erc20(TENANT_B).id } }),
  },
  contractFetch: {
    ok: () => ({ body: { chainUid: 'ethereum', address: usdc().address.toLowerCase() } }),
    bad: () => ({ body: { address: NEW_ADDRESS }, expect: ['chainUid'] }),
  },
  contractAbiDelete: {
    ok: () => ({ params: { id: overridden().id } }),
    foreign: () => ({ params: { id: erc20(TENANT_B).id } }),
  },
  networkEventParams: {
    ok: () => ({ params: { network: 'ethereum' } }),
    bad: () => ({ params: { network: 'atlantis' }, expect: ['network'] }),
  },

  // ── Tokenomics and documentation ──
  tokenomicsCategoryCreate: {
    ok: () => ({
      body: { contractId: erc20(TENANT_A).id, name: 'Advisors', allocationAddress: NEW_ADDRESS },
    }),
    bad: () => ({
      body: { contractId: erc20(TENANT_A).id, name: 'Team', allocationAddress: '0x12' },
      expect: ['allocationAddress'],
    }),
  },
  tokenomicsCategorySearch: {
    ok: () => ({
      body: {
        where: `contractId = ${erc20(TENANT_A).id}`,
        sort: [{ field: 'name' }],
        trackTotal: true,
      },
    }),
    bad: () => badWhere,
  },
  tokenomicsCategoryUpdate: {
    ok: () => ({ params: { id: tokenomicsOf(TENANT_A) }, body: { name: 'Core team' } }),
    bad: () => ({
      params: { id: tokenomicsOf(TENANT_A) },
      body: { allocationAddress: 'nowhere' },
      expect: ['allocationAddress'],
    }),
    foreign: () => ({ params: { id: tokenomicsOf(TENANT_B) }, body: { name: 'x' } }),
  },
  tokenomicsCategoryDelete: {
    ok: () => ({ params: { id: tokenomicsOf(TENANT_A) } }),
    foreign: () => ({ params: { id: tokenomicsOf(TENANT_B) } }),
  },
  documentationSearch: {
    ok: () => ({ body: { where: "type = 'AUDIT'", trackTotal: true } }),
    bad: () => badWhere,
  },
  documentationUpdate: {
    ok: () => ({
      params: { id: documentationOf(TENANT_A) },
      body: { params: { owner: 'x', steps: [] } },
    }),
    bad: () => ({
      params: { id: documentationOf(TENANT_A) },
      // A blank name is said beside a type of the wrong kind (one entry per violated rule).
      body: { name: ' ', type: ['x'] },
      expect: ['name', 'type'],
    }),
    foreign: () => ({ params: { id: documentationOf(TENANT_B) }, body: { name: 'x' } }),
  },

  // ── Detector schemas and detectors ──
  schemaSearch: {
    ok: () => ({ body: { where: "tags = 'SECURITY'", sort: [{ field: 'title' }] } }),
    bad: () => badWhere,
  },
  schemaGet: {
    ok: () => ({ params: { id: schemaOf(TENANT_A) } }),
  },
  detectorSearch: {
    ok: () => ({
      body: {
        where: `contractId = ${usdc().id} and schema.name = 'DetectorTransferMonitor'`,
        trackTotal: true,
      },
    }),
    bad: () => badWhere,
  },
  detectorCreate: {
    ok: () => ({
      body: {
        contractId: usdc().id,
        schemaId: transferSchema(TENANT_A),
        name: 'Contract test detector',
        tags: ['FINANCIAL'],
        destinations: [{ tenantDestinationId: destinationOf(TENANT_A) }],
        config: { threshold: '1000', severity: 0.5 },
      },
    }),
    bad: () => ({
      body: {
        contractId: erc20(TENANT_B).id,
        schemaId: withdrawnSchema(),
        name: 'x',
        destinations: [{ tenantDestinationId: destinationOf(TENANT_B) }],
      },
      expect: ['contractId', 'schemaId', 'destinations[0].tenantDestinationId'],
    }),
  },
  detectorGet: {
    ok: () => ({ params: { id: detectorOf(TENANT_A) } }),
    foreign: () => ({ params: { id: detectorOf(TENANT_B) } }),
  },
  detectorUpdate: {
    ok: () => ({
      params: { id: detectorOf(TENANT_A) },
      body: { name: 'Renamed detector', status: 'DISABLED' },
    }),
    bad: () => ({
      params: { id: detectorOf(TENANT_A) },
      body: { config: { threshold: 12, severity: 1.5 } },
      expect: ['config.threshold', 'config.severity'],
    }),
    foreign: () => ({ params: { id: detectorOf(TENANT_B) }, body: { name: 'x' } }),
  },
  detectorDelete: {
    ok: () => ({ params: { id: detectorOf(TENANT_A) } }),
    foreign: () => ({ params: { id: detectorOf(TENANT_B) } }),
  },

  // ── Triggers ──
  triggerSearch: {
    ok: () => ({
      body: { where: "type in ('ERC20_TRANSFER', 'EVENT_EMITTED')", trackTotal: true },
    }),
    bad: () => badWhere,
  },
  triggerCreate: {
    ok: () => ({
      body: {
        contractId: usdc().id,
        type: 'BLACKLISTED_CALLERS',
        name: 'Contract test trigger',
        config: { blacklist: [NEW_ADDRESS] },
        alerts: [
          {
            name: 'Blacklisted',
            severity: 'HIGH',
            message: '{from} called',
            actions: [{ actionId: activeAction(TENANT_A), scriptFilter: 'e.severity >= 0.5' }],
          },
        ],
      },
    }),
    bad: () => ({
      body: {
        contractId: usdc().id,
        type: 'BLACKLISTED_CALLERS',
        name: 'x',
        config: { blacklist: ['0x12'] },
        alerts: [
          {
            name: 'a',
            severity: 'LOW',
            destinations: [{ tenantDestinationId: destinationOf(TENANT_B) }],
            actions: [{ actionId: activeAction(TENANT_B) }],
          },
        ],
      },
      expect: [
        'config.blacklist[0]',
        'alerts[0].destinations[0].tenantDestinationId',
        'alerts[0].actions[0].actionId',
      ],
    }),
  },
  triggerGet: {
    ok: () => ({ params: { id: triggerOf(TENANT_A) } }),
    foreign: () => ({ params: { id: triggerOf(TENANT_B) } }),
  },
  triggerUpdate: {
    ok: () => ({ params: { id: triggerOf(TENANT_A) }, body: { name: 'Renamed trigger' } }),
    bad: () => ({
      params: { id: triggerOf(TENANT_A) },
      body: { contractId: erc20(TENANT_B).id },
      expect: ['contractId'],
    }),
    foreign: () => ({ params: { id: triggerOf(TENANT_B) }, body: { name: 'x' } }),
  },
  triggerDelete: {
    ok: () => ({ params: { id: triggerOf(TENANT_A) } }),
    foreign: () => ({ params: { id: triggerOf(TENANT_B) } }),
  },

  // ── Actions ──
  actionCreate: {
    ok: () => ({
      body: {
        walletId: walletOf(TENANT_A, 'ethereum').id,
        contractId: usdc().id,
        name: 'Contract test action',
        funcSignature: 'transfer(address,uint256)',
        params: [
          { name: 'to', value: NEW_ADDRESS },
          { name: 'value', value: '1000000' },
        ],
        detectors: [
          {
            detectorId: detectorOf(TENANT_A),
            scriptFilter: 'e.severity >= 0.5',
            scriptParams: { to: 'e.getFrom()' },
          },
        ],
        triggerAlerts: [{ triggerAlertId: alertOf(TENANT_A) }],
        destinations: [{ tenantDestinationId: destinationOf(TENANT_A) }],
      },
    }),
    bad: () => ({
      body: {
        walletId: walletOf(TENANT_B, 'ethereum').id,
        contractId: usdc().id,
        name: 'x',
        funcSignature: 'transfer(address,uint256)',
        params: [
          { name: 'to', value: NEW_ADDRESS },
          { name: 'amount', value: '1' },
        ],
        detectors: [{ detectorId: detectorOf(TENANT_B) }],
        triggerAlerts: [{ triggerAlertId: alertOf(TENANT_B) }],
        destinations: [{ tenantDestinationId: destinationOf(TENANT_B) }],
      },
      expect: [
        'walletId',
        'params[1].name',
        'detectors[0].detectorId',
        'triggerAlerts[0].triggerAlertId',
        'destinations[0].tenantDestinationId',
      ],
    }),
  },
  actionSearch: {
    ok: () => ({
      body: { where: `contractId = ${usdc().id} and status = ACTIVE`, trackTotal: true },
    }),
    bad: () => badWhere,
  },
  actionGet: {
    ok: () => ({ params: { id: activeAction(TENANT_A) } }),
    foreign: () => ({ params: { id: activeAction(TENANT_B) } }),
  },
  actionUpdate: {
    ok: () => ({ params: { id: activeAction(TENANT_A) }, body: { status: 'DISABLED' } }),
    bad: () => ({
      params: { id: activeAction(TENANT_A) },
      body: { gasLimit: 0, gasPrice: '10 wei', funcSignature: 'nope()' },
      expect: ['gasLimit', 'gasPrice'],
    }),
    foreign: () => ({ params: { id: activeAction(TENANT_B) }, body: { status: 'DISABLED' } }),
  },
  actionDelete: {
    ok: () => ({ params: { id: activeAction(TENANT_A) } }),
    foreign: () => ({ params: { id: activeAction(TENANT_B) } }),
  },
  actionRun: {
    ok: () => ({
      params: { id: activeAction(TENANT_A) },
      body: { severityLevel: 'HIGH', message: 'manual run', gasPrice: '+10%' },
    }),
    bad: () => ({
      params: { id: activeAction(TENANT_A) },
      body: { severityLevel: 'HIGH', params: [{ name: 'nope', value: '1' }] },
      expect: ['params[0].name'],
    }),
    foreign: () => ({ params: { id: activeAction(TENANT_B) }, body: { severityLevel: 'LOW' } }),
  },
};
