import type { Contract } from '../../../src/api/contract/schemas';
import type { Store } from '../store';
import { seedActions } from './actions';
import { TENANT_A_CONTRACTS, TENANT_B_CONTRACTS, type ContractSpec } from './contracts';
import { CATALOGUE_TENANT, catalogueRecords } from './detector-schemas';
import { seedDetectors, seedScaleDetectors, type LinkIds } from './detectors';
import { seedDocumentation } from './documentation';
import { TENANT_A, TENANT_B } from './foundation';
import type { SeedIcon } from './icons';
import { DAY, type Rng } from './rng';
import { seedTokenomics } from './tokenomics';
import { seedTriggers } from './triggers';

/**
 * Fixed, readable ids (tenant 1 / tenant 2):
 * contracts 1001–1021 / 1051–1068, detector schemas 201–210 (global; older versions 251+), detectors 5001+ / 5051+,
 * triggers 7001+ / 7051+ with alerts 7501+ / 7551+, actions 9001+ / 9051+, tokenomics
 * categories 401–405 / 451–460 (schedule entries 40001+), documentation 601+ / 651+,
 * destination links and action bindings 80001+, performance detectors 50,000,001+.
 */

function contractRecord(spec: ContractSpec, rng: Rng, now: number, icon: SeedIcon): Contract {
  const createdAt = now - rng.int(60, 380) * DAY - rng.int(0, DAY);
  const { override, abi, implAbi, implementation, amlRequired, status, iconName, ...rest } = spec;
  return {
    ...rest,
    icon: icon(`chain/${iconName}`),
    createdAt,
    updatedAt: createdAt + rng.int(0, 40) * DAY,
    status: status ?? 'ACTIVE',
    amlRequired: amlRequired ?? false,
    implementation: implementation ?? null,
    // The tenant's uploaded ABIs win over the verified ones (kept in the fetch registry).
    abi: override?.abi ?? abi ?? null,
    abiOverride: override !== undefined,
    implAbi: override?.implAbi ?? implAbi ?? null,
    implAbiOverride: override !== undefined,
  };
}

function counter(first: number): LinkIds {
  let n = first - 1;
  return { next: () => ++n };
}

export function seedChain(
  store: Store,
  rng: Rng,
  now: number,
  icon: SeedIcon,
  opts: { detectors?: number },
): void {
  const t = store.tables;
  const links = counter(80_001);
  const entries = counter(40_001);
  const tenants: [number, ContractSpec[]][] = [
    [TENANT_A, TENANT_A_CONTRACTS],
    [TENANT_B, TENANT_B_CONTRACTS],
  ];
  const catalogue = catalogueRecords(now, icon);
  for (const s of catalogue) t.schema.insert(CATALOGUE_TENANT, s);
  // Seeded detectors use the current version of each schema.
  const schemas = catalogue.filter((s) => s.id < 251);
  for (const [tenantId, specs] of tenants) {
    for (const spec of specs) t.contract.insert(tenantId, contractRecord(spec, rng, now, icon));
    seedDetectors(store, tenantId, schemas, rng, now, links);
    seedTriggers(store, tenantId, rng, now, links);
    seedActions(store, tenantId, rng, now, links);
    seedTokenomics(store, tenantId, now, entries.next);
    seedDocumentation(store, tenantId, rng, now);
  }
  if (opts.detectors) {
    seedScaleDetectors(store, TENANT_A, schemas, opts.detectors, now);
  }
}
