import type { PathParams } from '../../src/api/endpoint';

/** What one endpoint must do, as the contract test checks it (see contract.test.ts). */
export interface ContractCase {
  /** A valid call by tenant A against the freshly seeded store (may prepare data through `db`). */
  ok: () => CaseCall | Promise<CaseCall>;
  /**
   * An invalid call that must answer 400 with the error body; `expect` lists substrings each of
   * which must appear in some `errors[]` entry (name the field, e.g. `params[0].value`).
   * Omit only for endpoints that take no input at all.
   */
  bad?: () => (CaseCall & { expect: string[] }) | Promise<CaseCall & { expect: string[] }>;
  /** A call by tenant A naming tenant B's record: must be 404. Omit when no record is named. */
  foreign?: () => CaseCall | Promise<CaseCall>;
}

export interface CaseCall {
  params?: PathParams;
  body?: unknown;
  query?: Record<string, string>;
}
