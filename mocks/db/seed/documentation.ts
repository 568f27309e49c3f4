import type { Documentation } from '../../../src/api/documentation/schemas';
import type { Store } from '../store';
import { DAY, type Rng } from './rng';

type Params = Record<string, unknown>;
/** [projectId, name, type, params]: two or more per project. */
type Row = [number, string, string, Params];

const links = (...items: [string, string][]) => ({
  links: items.map(([label, url]) => ({ label, url })),
});
const audit = (
  auditor: string,
  date: string,
  scope: string[],
  findings: number[],
  reportUrl: string,
): Params => ({
  auditor,
  date,
  reportUrl,
  scope,
  findings: { critical: findings[0], high: findings[1], medium: findings[2], low: findings[3] },
  status: findings[0] || findings[1] ? 'remediation in progress' : 'closed',
});
const runbook = (
  owner: string,
  steps: [string, string][],
  escalation: [string, string],
): Params => ({
  owner,
  steps: steps.map(([title, detail], i) => ({ order: i + 1, title, detail })),
  escalation: { primary: escalation[0], secondary: escalation[1], pagerRotation: 'weekly' },
  lastReviewed: '2025-09-30',
});

// prettier-ignore
const ROWS: Record<number, [number, Row[]]> = {
  1: [601, [
    [101, 'Treasury signing policy', 'RUNBOOK', runbook('treasury@northwind.example', [
      ['Confirm the alert', 'Check the transfer on the explorer and the signer that sent it.'],
      ['Freeze', "Run the 'Move treasury USDC to cold storage' action if the outflow is not recognised."],
      ['Report', 'Open an incident in the #treasury channel and notify compliance.'],
    ], ['CFO on call', 'Head of security'])],
    [101, 'Treasury links', 'LINKS', links(['Gnosis Safe', 'https://app.safe.global'], ['Reserve report', 'https://northwind.example/reserves'])],
    [102, 'Lending Protocol v2 audit', 'AUDIT', audit('Trail of Bits', '2025-03-14', ['LendingPool.sol', 'PoolConfigurator.sol', 'ReserveLogic.sol'], [0, 1, 3, 5], 'https://northwind.example/audits/lending-v2.pdf')],
    [102, 'Lending Protocol v2 whitepaper', 'WHITEPAPER', {
      url: 'https://northwind.example/lending-v2.pdf',
      version: '2.1',
      sections: [
        { title: 'Interest rate model', summary: 'Two-slope model with a 80% optimal utilisation.' },
        { title: 'Liquidations', summary: 'Close factor 50%, bonus 5% on stable assets.' },
      ],
      parameters: { optimalUtilisation: 0.8, reserveFactor: 0.1 },
    }],
    [103, 'Marketplace settlement audit', 'AUDIT', audit('OpenZeppelin', '2025-06-02', ['Settlement.sol'], [0, 0, 2, 4], 'https://northwind.example/audits/settlement.pdf')],
    [103, 'Marketplace operations', 'RUNBOOK', runbook('marketplace@northwind.example', [
      ['Pause fills', 'Call pause() from the operator wallet.'],
      ['Cancel stale orders', 'Use the cancel action with the affected orders.'],
    ], ['Marketplace lead', 'CTO'])],
    [104, 'Bridge architecture', 'WHITEPAPER', {
      url: 'https://northwind.example/bridge.pdf',
      version: '1.0',
      sections: [{ title: 'Escrow model', summary: 'Lock on the source chain, mint on the destination.' }],
      chains: ['optimism', 'bsc', 'polygon', 'base'],
    }],
    [104, 'Bridge incident response', 'RUNBOOK', runbook('bridge@northwind.example', [
      ['Halt relayers', 'Stop the relayer fleet from the ops console.'],
      ['Verify escrow balances', 'Compare the escrow balances with the minted supply on each chain.'],
    ], ['Bridge on call', 'Head of security'])],
    [105, 'Watchlist policy', 'LINKS', links(['OFAC SDN list', 'https://sanctionssearch.ofac.treas.gov'], ['Travel rule policy', 'https://northwind.example/compliance/travel-rule'])],
    [105, 'AML screening procedure', 'RUNBOOK', runbook('compliance@northwind.example', [
      ['Review the score', 'Scores of 75 or more need a compliance officer review within 24 hours.'],
      ['File a report', 'File a SAR when the counterparty cannot be cleared.'],
    ], ['Compliance officer', 'MLRO'])],
  ]],
  2: [651, [
    [106, 'Helios tokenomics paper', 'WHITEPAPER', {
      url: 'https://helios.example/tokenomics.pdf',
      version: '1.3',
      supply: { total: 500_000_000, decimals: 18, symbol: 'HLS' },
      sections: [{ title: 'Emissions', summary: 'Community rewards over 36 months after a one-month cliff.' }],
    }],
    [106, 'HLS token audit', 'AUDIT', audit('Spearbit', '2025-01-20', ['HeliosToken.sol', 'VestingWallet.sol'], [0, 0, 1, 2], 'https://helios.example/audits/token.pdf')],
    [107, 'DEX links', 'LINKS', links(['App', 'https://app.helios.example'], ['Analytics', 'https://info.helios.example'])],
    [107, 'Liquidity emergency runbook', 'RUNBOOK', runbook('dex@helios.example', [
      ['Pull liquidity', "Run 'Pull DEX liquidity' from the liquidity manager wallet."],
      ['Pause the router front-end', 'Switch the app to maintenance mode.'],
    ], ['DEX on call', 'Founders'])],
    [108, 'Validator operations', 'RUNBOOK', runbook('validators@helios.example', [
      ['Check missed attestations', 'Open the beacon dashboard for the operator set.'],
      ['Rotate keys', 'Follow the key rotation checklist.'],
    ], ['Validator on call', 'CTO'])],
    [108, 'Rewards distributor audit', 'AUDIT', audit('Cantina', '2025-07-08', ['Distributor.sol', 'Staking.sol'], [0, 1, 1, 3], 'https://helios.example/audits/rewards.pdf')],
  ]],
};

export function seedDocumentation(store: Store, tenantId: number, rng: Rng, now: number): void {
  const [firstId, rows] = ROWS[tenantId] ?? [0, []];
  rows.forEach(([projectId, name, type, params], i) => {
    const createdAt = now - rng.int(30, 250) * DAY;
    const doc: Documentation = {
      id: firstId + i,
      createdAt,
      updatedAt: createdAt + rng.int(0, 20) * DAY,
      status: 'ACTIVE',
      projectId,
      name,
      type,
      params,
    };
    store.tables.documentation.insert(tenantId, doc);
  });
}
