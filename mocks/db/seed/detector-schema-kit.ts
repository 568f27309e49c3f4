/** Building blocks shared by the detector schema catalogue files. */

export type JsonSchema = Record<string, unknown>;

export interface SchemaKind {
  name: string;
  title: string;
  version: string;
  description: string;
  author: string;
  iconName: string;
  tags: string[];
  /** Network families the detector runs on (EVM, TRON, SOLANA, BITCOIN); empty = any network. */
  networkTags: string[];
  faq: { name: string; value: string }[];
  properties: Record<string, JsonSchema>;
  required: string[];
  /** Default alert message template (`desc`), with `{field}` placeholders. */
  desc: string;
  /** Extra uiSchema entries per field (widgets, help). */
  ui?: Record<string, JsonSchema>;
}

/** Severity numbers of the real console (real-service notes): Auto -1 … Critical 0.75. */
export const SEVERITY_VALUES = [-1, 0, 0.15, 0.25, 0.5, 0.75] as const;
export const SEVERITY_NAMES = ['Auto', 'Info', 'Low', 'Medium', 'High', 'Critical'] as const;

/** Threshold conditions such as `> 10`, `>= 5%`, `++3`, `>> 0` (real-service notes). */
export const CONDITION_PATTERN =
  '^\\s*(>>|\\+\\+|--|>=|<=|!=|=|>|<)\\s*-?\\d+(\\.\\d+)?\\s*%?\\s*$';
/** Quartz (`0 0 12 * * ?`), words (`10 min`, `1 day`) or milliseconds. */
export const CRON_PATTERN =
  '^\\s*(\\d+|\\d+\\s*(ms|s|sec|min|mins|minute|minutes|h|hour|hours|day|days)|(\\S+\\s+){5}\\S+(\\s+\\S+)?)\\s*$';

export const cronField = (fallback: string): JsonSchema => ({
  type: 'string',
  title: 'Schedule',
  description:
    "How often to check: Quartz cron ('0 0/5 * * * ?'), words ('10 min', '1 day') or milliseconds.",
  pattern: CRON_PATTERN,
  default: fallback,
});
