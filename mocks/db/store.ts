import type { Action, ActionExecution } from '../../src/api/action/schemas';
import type { Alert } from '../../src/api/alert/schemas';
import type { Contract } from '../../src/api/contract/schemas';
import type { Delivery, TenantDestination } from '../../src/api/destination/schemas';
import type { Detector, DetectorSchema } from '../../src/api/detector/schemas';
import type { Documentation } from '../../src/api/documentation/schemas';
import type { Organisation } from '../../src/api/organisation/schemas';
import type { Project } from '../../src/api/project/schemas';
import type { ScoreRecord } from '../../src/api/score/schemas';
import type { Tenant } from '../../src/api/tenant/schemas';
import type { TokenomicsCategory } from '../../src/api/tokenomics/schemas';
import type { Trigger } from '../../src/api/trigger/schemas';
import type { Invitation, User } from '../../src/api/user/schemas';
import { Table, type Owned } from './table';

/** A usage event behind the tenant usage histogram (interface § Usage). */
export interface UsageEvent {
  id: number;
  timestamp: number;
  type: string;
  projectId: number;
  contractId: number;
  network: string;
  /** The detector that ran or raised the alert (detector runs and alert deliveries). */
  detectorId?: number;
}

/** Completed OTP enrolments: a secret may serve several device names, once per device. */
export interface OtpDevice {
  id: string;
  userId: number;
  secret: string;
  deviceName: string;
  createdAt?: number;
}

const byId = <T extends { id: number }>(r: T) => r.id;

export function createTables() {
  return {
    tenant: new Table<Tenant>('Tenant', byId),
    project: new Table<Project>('Project', byId),
    contract: new Table<Contract>('Contract', byId),
    schema: new Table<DetectorSchema>('Detector schema', byId),
    detector: new Table<Detector>('Detector', byId),
    trigger: new Table<Trigger>('Trigger', byId),
    action: new Table<Action>('Action', byId),
    destination: new Table<TenantDestination>('Destination', byId),
    tokenomics: new Table<TokenomicsCategory>('Tokenomics category', byId),
    documentation: new Table<Documentation>('Documentation entry', byId),
    organisation: new Table<Organisation>('Organisation', byId),
    user: new Table<User>('User', byId),
    alert: new Table<Alert, string>('Alert', (r) => r.id),
    score: new Table<ScoreRecord, string>('Score record', (r) => `${r.index}/${r.uid}`),
    usage: new Table<UsageEvent>('Usage event', byId),
    otpDevice: new Table<OtpDevice, string>('OTP device', (r) => r.id),
    invitation: new Table<Invitation>('Invitation', byId),
    delivery: new Table<Delivery>('Delivery', byId),
    execution: new Table<ActionExecution>('Action execution', byId),
  };
}

export type Tables = ReturnType<typeof createTables>;
export type TableName = keyof Tables;

/** The mock's whole state: tables, the id sequence and the secrets of pending OTP setups. */
export class Store {
  tables: Tables = createTables();
  private seq = 1_000_000;
  /** Ids of alerts/schedule entries; separate so seeded ids stay stable. */
  nextId(): number {
    return ++this.seq;
  }
  setSequence(n: number): void {
    this.seq = n;
  }
  get sequence(): number {
    return this.seq;
  }

  /** The whole store, or only the tables named. */
  snapshot(only?: readonly TableName[]): Snapshot {
    const tables: Record<string, Owned<unknown>[]> = {};
    for (const [name, table] of Object.entries(this.tables))
      if (!only || only.includes(name as TableName)) tables[name] = table.all();
    return { version: SNAPSHOT_VERSION, seq: this.seq, tables };
  }

  restore(snap: Snapshot): boolean {
    if (snap.version !== SNAPSHOT_VERSION) return false;
    const fresh = createTables();
    for (const [name, table] of Object.entries(fresh)) {
      const rows = snap.tables[name];
      if (!rows) return false;
      // Rows were written by this same store version; the version check above guards the shape.
      for (const row of rows)
        (table as Table<unknown, string | number>).insert(row.tenantId, row.record);
    }
    this.dropFills();
    this.tables = fresh;
    this.seq = snap.seq;
    return true;
  }

  /** The old tables' rows still to come go with them (a settle under way stops). */
  private dropFills(): void {
    for (const table of Object.values(this.tables)) table.dropFills();
  }

  clear(): void {
    this.dropFills();
    this.tables = createTables();
    this.seq = 1_000_000;
  }
}

/** 2: the seed's icons moved to the console's own origin (older demo data pointed elsewhere). */
export const SNAPSHOT_VERSION = 2;
export interface Snapshot {
  version: number;
  seq: number;
  tables: Record<string, Owned<unknown>[]>;
}

/** The one store every handler reads; its contents come from the seed or a snapshot. */
export const db = new Store();
