import type { Store } from '../store';
import type { SeedIcon } from './icons';
import type { Rng } from './rng';
import { DAY } from './rng';

export const TENANT_A = 1;
export const TENANT_B = 2;

/** Tenants and projects: everything else hangs off these. */
/** `Lending Protocol v2` → `lending-protocol-v2`: the project's file in public/seed-icons/. */
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function seedFoundation(
  store: Store,
  rng: Rng,
  now: number,
  icon: SeedIcon,
  extraProjects = 0,
): void {
  const t = store.tables;
  t.tenant.insert(TENANT_A, {
    id: TENANT_A,
    createdAt: now - 400 * DAY,
    updatedAt: now - 30 * DAY,
    status: 'ACTIVE',
    name: 'Northwind Digital Assets',
    icon: icon('tenants/northwind-icon'),
    logoLight: icon('tenants/northwind-light'),
    darkLogo: icon('tenants/northwind-dark'),
  });
  t.tenant.insert(TENANT_B, {
    id: TENANT_B,
    createdAt: now - 200 * DAY,
    updatedAt: now - 10 * DAY,
    status: 'ACTIVE',
    name: 'Helios Protocol Labs',
    icon: icon('tenants/helios-icon'),
    logoLight: icon('tenants/helios-light'),
    darkLogo: icon('tenants/helios-dark'),
  });

  const projects: [number, string, string, string[]][] = [
    [
      TENANT_A,
      'Treasury Operations',
      'Multisig treasury, stablecoin reserves and payroll wallets.',
      ['treasury', 'finance'],
    ],
    [
      TENANT_A,
      'Lending Protocol v2',
      'Upgradeable lending pools on Ethereum and Arbitrum.',
      ['defi', 'security'],
    ],
    [
      TENANT_A,
      'NFT Marketplace',
      'ERC-721 collections and the marketplace settlement contract.',
      ['nft'],
    ],
    [
      TENANT_A,
      'Bridge Monitoring',
      'Cross-chain bridge escrows on Base, Optimism and BSC.',
      ['bridge', 'security'],
    ],
    [
      TENANT_A,
      'Compliance Watchlist',
      'AML screening of counterparties and exchange wallets.',
      ['compliance'],
    ],
    [TENANT_B, 'Helios Token', 'HLS token, vesting and liquidity mining.', ['token', 'tokenomics']],
    [TENANT_B, 'Helios DEX', 'AMM pools and router on Polygon and BSC.', ['defi']],
    [
      TENANT_B,
      'Validator Rewards',
      'Reward distribution contracts and operator wallets.',
      ['staking'],
    ],
  ];
  projects.forEach(([tenantId, name, description, tags], i) => {
    const created = now - (300 - i * 20) * DAY - rng.int(0, 86_000_000);
    t.project.insert(tenantId, {
      id: 100 + i + 1,
      createdAt: created,
      updatedAt: created + rng.int(1, 60) * DAY,
      status: i === 4 ? 'DISABLED' : 'ACTIVE',
      tenantId,
      name,
      description,
      icon: icon(`projects/${slug(name)}`),
      tags,
    });
  });

  // Cheap extra projects for performance work; never part of the demo.
  const words = ['Vault', 'Bridge', 'Pool', 'Oracle', 'Treasury', 'Router', 'Staking', 'Escrow'];
  for (let i = 0; i < extraProjects; i++) {
    const created = now - rng.int(1, 300) * DAY;
    t.project.insert(TENANT_A, {
      id: 200_000 + i,
      createdAt: created,
      updatedAt: created + rng.int(0, 30) * DAY,
      status: rng.chance(0.9) ? 'ACTIVE' : 'DISABLED',
      tenantId: TENANT_A,
      name: `${rng.pick(words)} ${rng.pick(words)} ${i + 1}`,
      description: `Generated project ${i + 1} for performance work.`,
      icon: '',
      tags: [rng.pick(['defi', 'nft', 'bridge', 'treasury'])],
    });
  }
}
