/**
 * What a Groovy action script sees (real-service notes, Actions): `e` is the incoming alert
 * with its stored fields, `a` the run's context. Vendor examples: `e.severity >= 0.5`,
 * `e.getTxHash()`, `a.getTimestamp()`.
 */
export interface ScriptSymbol {
  label: string;
  type: 'variable' | 'property' | 'method' | 'keyword';
  detail: string;
}

export const SCRIPT_GLOBALS: ScriptSymbol[] = [
  { label: 'e', type: 'variable', detail: 'the alert that fired' },
  { label: 'a', type: 'variable', detail: 'the context of this run' },
  { label: 'true', type: 'keyword', detail: 'run always' },
  { label: 'false', type: 'keyword', detail: 'never run' },
  { label: 'null', type: 'keyword', detail: '' },
];

export const ALERT_MEMBERS: ScriptSymbol[] = [
  { label: 'severity', type: 'property', detail: 'severity, compared as 0…1 (e.severity >= 0.5)' },
  { label: 'numericSeverity', type: 'property', detail: 'number 0…1' },
  { label: 'txHash', type: 'property', detail: 'transaction that produced the event' },
  { label: 'getTxHash()', type: 'method', detail: 'transaction hash' },
  { label: 'timestamp', type: 'property', detail: 'epoch milliseconds' },
  { label: 'meta', type: 'property', detail: 'event arguments and details (map)' },
  { label: 'getMeta()', type: 'method', detail: "map: e.getMeta().get('value')" },
  { label: 'getFrom()', type: 'method', detail: 'sender of the transaction' },
  { label: 'contractId', type: 'property', detail: 'contract the alert is about' },
  { label: 'projectId', type: 'property', detail: 'project of the contract' },
  { label: 'tenantId', type: 'property', detail: 'your tenant' },
  { label: 'detectorId', type: 'property', detail: 'detector that raised it' },
  { label: 'detectorSchemaName', type: 'property', detail: 'e.g. DetectorTransferMonitor' },
  { label: 'alertName', type: 'property', detail: 'name of the alert' },
  { label: 'alertMessage', type: 'property', detail: 'rendered message' },
  { label: 'tags', type: 'property', detail: 'SECURITY, COMPLIANCE, FINANCIAL…' },
];

export const CONTEXT_MEMBERS: ScriptSymbol[] = [
  { label: 'getTimestamp()', type: 'method', detail: 'time of this run (epoch ms)' },
];
