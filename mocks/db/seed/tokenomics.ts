import type { ScheduleEntry, TokenomicsCategory } from '../../../src/api/tokenomics/schemas';
import type { Store } from '../store';
import { DAY } from './rng';

/** Monthly vesting plans of the tenants' own tokens: a TGE unlock, a cliff, then linear months. */
interface Plan {
  id: number;
  name: string;
  allocationAddress: string;
  /** Tokens allocated to the category in total (whole tokens). */
  total: number;
  /** Share unlocked at TGE (0–1). */
  tge: number;
  cliffMonths: number;
  vestingMonths: number;
  status?: 'ACTIVE' | 'DISABLED';
}

const NWD_SUPPLY = 1_000_000_000;
const HLS_SUPPLY = 500_000_000;

/** [contractId, TGE months ago, plans]. */
// prettier-ignore
const TOKENS: Record<number, [number, number, Plan[]][]> = {
  1: [
    [1021, 14, [
      { id: 401, name: 'Team', allocationAddress: '0x1Dda000Ff272E1498bC435d3710051AE4FdEA77c', total: NWD_SUPPLY * 0.18, tge: 0, cliffMonths: 12, vestingMonths: 24 },
      { id: 402, name: 'Investors', allocationAddress: '0x6d6276600920A065e43Aa037F63305A69Bc35ABc', total: NWD_SUPPLY * 0.15, tge: 0, cliffMonths: 6, vestingMonths: 18 },
      { id: 403, name: 'Ecosystem', allocationAddress: '0xab7659057F691e9AD2cE58Fa5Db389CB1138cC3f', total: NWD_SUPPLY * 0.3, tge: 0.1, cliffMonths: 0, vestingMonths: 36 },
      { id: 404, name: 'Liquidity', allocationAddress: '0x2f4920aee0eb996bfa37db51fb7a9228a106c09d', total: NWD_SUPPLY * 0.07, tge: 1, cliffMonths: 0, vestingMonths: 0 },
      { id: 405, name: 'Treasury', allocationAddress: '0x7bbc938051AfEAD3054cB80dc09C11A071691B5e', total: NWD_SUPPLY * 0.3, tge: 0.05, cliffMonths: 3, vestingMonths: 48 },
    ]],
  ],
  2: [
    [1051, 8, [
      { id: 451, name: 'Team', allocationAddress: '0x87200E05e15707fe110134DCE27f0076ca6dfc72', total: HLS_SUPPLY * 0.2, tge: 0, cliffMonths: 12, vestingMonths: 24 },
      { id: 452, name: 'Investors', allocationAddress: '0xE6783AaD435C85D02bf77C7AB3fc93d03DF7C95a', total: HLS_SUPPLY * 0.17, tge: 0.05, cliffMonths: 6, vestingMonths: 18 },
      { id: 453, name: 'Ecosystem', allocationAddress: '0x96C69AaC663F5f926DA185E01B26Cd1f11fc8a68', total: HLS_SUPPLY * 0.25, tge: 0.1, cliffMonths: 0, vestingMonths: 36 },
      { id: 454, name: 'Liquidity', allocationAddress: '0xd78e3bd395559a46bd47c1c1f78544f75bdeeffc', total: HLS_SUPPLY * 0.08, tge: 1, cliffMonths: 0, vestingMonths: 0 },
      { id: 455, name: 'Community rewards', allocationAddress: '0x108a28ae10e876e34Ff5016C24397BCB77Ee6084', total: HLS_SUPPLY * 0.25, tge: 0, cliffMonths: 1, vestingMonths: 36 },
      { id: 456, name: 'Advisors', allocationAddress: '0x9d21b8C00c4B90B9A44b452FD317953DB2890238', total: HLS_SUPPLY * 0.05, tge: 0, cliffMonths: 6, vestingMonths: 12, status: 'DISABLED' },
    ]],
    [1052, 5, [
      { id: 457, name: 'Liquidity mining', allocationAddress: '0xB18147748f09B5a75D945ebDdD19E3E072dC8424', total: 40_000_000, tge: 0, cliffMonths: 0, vestingMonths: 24 },
      { id: 458, name: 'Ecosystem grants', allocationAddress: '0x8b1fa65fB8F30694022F0d7a99334cEd3bB0fCD6', total: 25_000_000, tge: 0, cliffMonths: 2, vestingMonths: 12 },
      { id: 459, name: 'Bridge reserve', allocationAddress: '0x0A59c7b0e4f2631f5eE30c6D62858BA52c7B68D5', total: 20_000_000, tge: 1, cliffMonths: 0, vestingMonths: 0 },
      { id: 460, name: 'Market makers', allocationAddress: '0xcf7c14225ae340c8a82382668f47fb267c1c68b4', total: 15_000_000, tge: 0.25, cliffMonths: 0, vestingMonths: 6 },
    ]],
  ],
};

/** Start of the UTC month `offset` months from the month of `t`. */
export function monthStart(t: number, offset: number): number {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** TGE unlock, then equal monthly unlocks after the cliff; the last month takes the rounding rest. */
export function vestingSchedule(
  categoryId: number,
  tgeAt: number,
  plan: Pick<Plan, 'total' | 'tge' | 'cliffMonths' | 'vestingMonths'>,
  nextId: () => number,
  createdAt: number,
): ScheduleEntry[] {
  const amounts: [number, number][] = [];
  const atTge = round2(plan.total * plan.tge);
  if (atTge > 0) amounts.push([tgeAt, atTge]);
  const rest = plan.total - atTge;
  if (plan.vestingMonths > 0 && rest > 0) {
    const monthly = round2(rest / plan.vestingMonths);
    for (let m = 1; m <= plan.vestingMonths; m++) {
      const value =
        m === plan.vestingMonths ? round2(rest - monthly * (plan.vestingMonths - 1)) : monthly;
      amounts.push([monthStart(tgeAt, plan.cliffMonths + m), value]);
    }
  }
  return amounts.map(([allocatedAt, value]) => ({
    id: nextId(),
    createdAt,
    updatedAt: createdAt,
    tokenomicsCategoryId: categoryId,
    allocatedAt,
    value,
  }));
}

export function seedTokenomics(
  store: Store,
  tenantId: number,
  now: number,
  nextEntryId: () => number,
): void {
  for (const [contractId, monthsAgo, plans] of TOKENS[tenantId] ?? []) {
    const tgeAt = monthStart(now, -monthsAgo);
    for (const plan of plans) {
      const createdAt = tgeAt - 20 * DAY;
      const category: TokenomicsCategory = {
        id: plan.id,
        createdAt,
        updatedAt: createdAt,
        status: plan.status ?? 'ACTIVE',
        contractId,
        name: plan.name,
        allocationAddress: plan.allocationAddress,
        schedule: vestingSchedule(plan.id, tgeAt, plan, nextEntryId, createdAt),
      };
      store.tables.tokenomics.insert(tenantId, category);
    }
  }
}
