import type { Alert } from '@/api/alert/schemas';
import type { Contract } from '@/api/contract/schemas';
import { NetworkSchema, type Network } from '@/api/network/schemas';

/** What an alert points at, read tolerantly: ids from its fields, the rest from `meta`. */
export interface AlertRefs {
  contract: Contract | undefined;
  network: Network | undefined;
  address: string | undefined;
  triggerId: number | undefined;
  triggerAlertId: number | undefined;
}

const idOf = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);
const textOf = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

export function alertRefs(a: Alert, contracts: ReadonlyMap<number, Contract>): AlertRefs {
  const contract = a.contractId == null ? undefined : contracts.get(a.contractId);
  return {
    contract,
    network: contract?.chainUid ?? NetworkSchema.safeParse(a.meta?.network).data,
    address: contract?.address ?? textOf(a.meta?.contractAddress),
    triggerId: idOf(a.meta?.triggerId),
    triggerAlertId: idOf(a.meta?.triggerAlertId),
  };
}
