/** What the seeded alerts say: names, messages and severities per detector schema. */

export type Category = 'SECURITY' | 'COMPLIANCE' | 'FINANCIAL';
export type Severity = 'INFO' | 'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL';
export const CATEGORIES: Category[] = ['SECURITY', 'COMPLIANCE', 'FINANCIAL'];

/** Real-service notes: config.severity numbers (Info 0, Low 0.15, Medium 0.25, High 0.5, Critical 0.75). */
export const NUMERIC_SEVERITY: Record<Severity, number> = {
  INFO: 0,
  LOW: 0.15,
  MEDIUM: 0.25,
  HIGH: 0.5,
  CRITICAL: 0.75,
};

/** A configured severity number back to its label, by lower bounds (real-service notes). */
export function severityOf(n: number): Severity {
  if (n >= 0.75) return 'CRITICAL';
  if (n >= 0.5) return 'HIGH';
  if (n >= 0.25) return 'MEDIUM';
  if (n >= 0.15) return 'LOW';
  return 'INFO';
}

/** Values a message is filled with; also the `{placeholder}`s of trigger alert messages. */
export interface Fill {
  name: string;
  symbol: string;
  from: string;
  to: string;
  value: string;
  pct: number;
  n: number;
  [placeholder: string]: string | number;
}

export interface AlertTemplate {
  category: Category;
  /** Detector schemas whose alerts read like this; the first is used when no detector fits. */
  schemas: string[];
  name: (f: Fill) => string;
  /** Severities the template fires with when the detector's is Auto; repeats weight the pick. */
  severities: Severity[];
  message: (f: Fill) => string;
}

const T = 'DetectorTransferMonitor';
const CALL = 'DetectorContractCall';

// prettier-ignore
export const TEMPLATES: AlertTemplate[] = [
  { category: 'FINANCIAL', schemas: [T], name: (f) => `Large ${f.symbol} transfer`, severities: ['INFO', 'LOW', 'MEDIUM', 'HIGH'],
    message: (f) => `${f.value} ${f.symbol} transferred from ${f.from} to ${f.to}` },
  { category: 'FINANCIAL', schemas: [T], name: (f) => `${f.symbol} whale movement`, severities: ['LOW', 'MEDIUM'],
    message: (f) => `${f.n} transfers of ${f.symbol} above the threshold from ${f.from} within 1 hour` },
  { category: 'FINANCIAL', schemas: ['DetectorBalanceMonitor'], name: () => 'Balance below threshold', severities: ['LOW', 'MEDIUM', 'HIGH'],
    message: (f) => `Balance of ${f.name} is ${f.pct / 10} ETH, below the configured threshold` },
  { category: 'FINANCIAL', schemas: ['DetectorTvlMonitor'], name: () => 'TVL dropped', severities: ['MEDIUM', 'HIGH', 'CRITICAL'],
    message: (f) => `TVL of ${f.name} fell by ${f.pct}% within 1 hour` },
  { category: 'FINANCIAL', schemas: ['DetectorGasMonitor'], name: () => 'Gas price spike', severities: ['INFO', 'LOW'],
    message: (f) => `Gas price reached ${100 + f.pct * 8} gwei while calling ${f.name}` },
  { category: 'FINANCIAL', schemas: [CALL], name: () => 'Function result changed', severities: ['INFO', 'LOW', 'MEDIUM'],
    message: (f) => `Watched call on ${f.name} returned ${f.value} (previous value exceeded by ${f.pct}%)` },
  { category: 'SECURITY', schemas: [CALL], name: () => 'Ownership transferred', severities: ['HIGH', 'CRITICAL'],
    message: (f) => `owner() of ${f.name} changed from ${f.from} to ${f.to}` },
  { category: 'SECURITY', schemas: [CALL], name: () => 'Contract paused', severities: ['MEDIUM', 'HIGH'],
    message: (f) => `paused() of ${f.name} returned true (was false)` },
  { category: 'SECURITY', schemas: ['DetectorContractHash'], name: () => 'Contract bytecode changed', severities: ['HIGH', 'CRITICAL'],
    message: (f) => `Runtime bytecode hash of ${f.name} no longer matches the configured checksum` },
  { category: 'SECURITY', schemas: ['DetectorContractHash'], name: () => 'Proxy implementation upgraded', severities: ['MEDIUM', 'HIGH'],
    message: (f) => `Implementation behind ${f.name} changed to ${f.to}` },
  { category: 'SECURITY', schemas: ['DetectorBlockAnomaly'], name: () => 'Block reorganisation detected', severities: ['LOW', 'MEDIUM'],
    message: (f) => `Reorg of depth ${1 + (f.n % 4)} observed on the network of ${f.name}` },
  { category: 'SECURITY', schemas: ['DetectorBlockAnomaly'], name: () => 'Block production delayed', severities: ['INFO', 'LOW'],
    message: (f) => `No new block for ${20 + f.n} seconds` },
  { category: 'SECURITY', schemas: ['DetectorDnsMonitor'], name: () => 'DNS record changed', severities: ['MEDIUM', 'HIGH'],
    message: (f) => `A record of the front end of ${f.name} now resolves to 203.0.113.${f.n}` },
  { category: 'SECURITY', schemas: ['DetectorGithubMonitor'], name: () => 'Force-push to protected branch', severities: ['LOW', 'MEDIUM', 'HIGH'],
    message: (f) => `main of the repository behind ${f.name} was force-pushed (${f.n} commits rewritten)` },
  { category: 'SECURITY', schemas: ['DetectorGithubMonitor'], name: () => 'New repository member', severities: ['INFO', 'LOW'],
    message: () => 'A new collaborator with write access was added' },
  { category: 'COMPLIANCE', schemas: ['DetectorAml'], name: () => 'AML risk score exceeded', severities: ['MEDIUM', 'HIGH', 'CRITICAL'],
    message: (f) => `Counterparty ${f.from} of ${f.name} has AML risk score ${50 + (f.n % 50)}/100` },
  { category: 'COMPLIANCE', schemas: ['DetectorAml'], name: () => 'Interaction with sanctioned address', severities: ['HIGH', 'CRITICAL'],
    message: (f) => `${f.name} received funds from ${f.from}, listed as sanctioned` },
  { category: 'COMPLIANCE', schemas: ['DetectorAml'], name: () => 'Mixer deposit detected', severities: ['MEDIUM', 'HIGH'],
    message: (f) => `Funds that left ${f.name} reached a mixer through ${f.to} within 2 hops` },
];

const SYMBOLS: [RegExp, string][] = [
  [/USD Coin|USDC/i, 'USDC'],
  [/Tether|USDT/i, 'USDT'],
  [/Wrapped Ether|WETH/i, 'WETH'],
  [/Wrapped BNB/i, 'WBNB'],
  [/Dai/i, 'DAI'],
  [/Helios|HLS/i, 'HLS'],
  [/Ape/i, 'BAYC'],
  [/Northwind Token/i, 'NWD'],
];

export function symbolOf(contractName: string): string {
  return SYMBOLS.find(([re]) => re.test(contractName))?.[1] ?? 'ETH';
}

/** Category of an alert of a trigger, by trigger type. */
export const TRIGGER_CATEGORY: Record<string, Category> = {
  ERC20_TRANSFER: 'FINANCIAL',
  BLACKLISTED_CALLERS: 'SECURITY',
  EVENT_EMITTED: 'SECURITY',
  FAILED_TRANSACTIONS: 'SECURITY',
};

/** `{placeholder}`s of a trigger alert message, filled from the event. */
export function fillMessage(template: string, fill: Fill): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const v = fill[key];
    return v === undefined ? whole : String(v);
  });
}
