import { ALERT_CATEGORIES, ALERT_SEVERITIES } from './alert-ranges';

/** The stored alert fields (real-service notes) a query can name, with what they hold. */
export const ALERT_FIELDS: readonly {
  field: string;
  hint: string;
  values?: readonly string[];
  /** Only these values exist: another matches nothing (unknownValuesNote). */
  closed?: boolean;
}[] = [
  { field: 'alertName', hint: 'name of the alert' },
  { field: 'alertMessage', hint: 'message text' },
  {
    field: 'severity',
    hint: 'CRITICAL, HIGH, MEDIUM, LOW or INFO',
    values: ALERT_SEVERITIES,
    closed: true,
  },
  { field: 'numericSeverity', hint: 'number 0–1, e.g. numericSeverity:>=0.5' },
  { field: 'tags', hint: 'category, or viewed', values: [...ALERT_CATEGORIES, 'viewed'] },
  { field: 'projectId', hint: 'project id' },
  { field: 'contractId', hint: 'contract id' },
  { field: 'detectorId', hint: 'detector id' },
  { field: 'detectorSchemaName', hint: 'detector schema or trigger type' },
  { field: 'txHash', hint: 'transaction hash' },
  { field: 'timestamp', hint: 'epoch ms, e.g. timestamp:[1700000000000 TO *]' },
  { field: 'meta.network', hint: 'network uid, e.g. ethereum' },
  { field: 'meta.contractAddress', hint: 'address of the contract' },
  { field: 'meta.triggerId', hint: 'trigger id' },
];

export interface QueryHint {
  /** The whole query with the word being typed completed. */
  value: string;
  label: string;
  hint: string;
}

/**
 * Completions for the word at the end of `text`: field names while a field is typed, then its
 * known values after the colon. Operators and everything before the last word stay as typed.
 */
export function queryHints(text: string, limit = 8): QueryHint[] {
  const m = /^(.*?)([-+]?)([\w.]*)(?::(\(?)([\w]*))?$/s.exec(text);
  if (!m) return [];
  const [, before = '', sign = '', word = '', paren, valuePrefix] = m;
  const head = before + sign;
  if (valuePrefix === undefined) {
    if (before && !/[\s(]$/.test(before)) return [];
    const w = word.toLowerCase();
    return ALERT_FIELDS.filter((f) => f.field.toLowerCase().startsWith(w) && f.field !== word)
      .slice(0, limit)
      .map((f) => ({ value: `${head}${f.field}:`, label: `${f.field}:`, hint: f.hint }));
  }
  const field = ALERT_FIELDS.find((f) => f.field === word);
  const v = valuePrefix.toLowerCase();
  return (field?.values ?? [])
    .filter((value) => value.toLowerCase().startsWith(v) && value !== valuePrefix)
    .slice(0, limit)
    .map((value) => ({
      value: `${head}${word}:${paren ?? ''}${value}`,
      label: `${word}:${value}`,
      hint: field?.hint ?? '',
    }));
}
