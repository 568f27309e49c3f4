/**
 * The trigger types in the form's order, and their names in words: the triggers' screens and the
 * alert drawer (a trigger alert's type) say them alike.
 */
export const TRIGGER_TYPES = [
  'ERC20_TRANSFER',
  'EVENT_EMITTED',
  'FUNCTION_CALL',
  'BLACKLISTED_CALLERS',
  'WHITELISTED_CALLERS',
  'FAILED_TRANSACTIONS',
] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

export const TYPE_LABELS: Record<TriggerType, string> = {
  ERC20_TRANSFER: 'ERC-20 transfer',
  EVENT_EMITTED: 'Event emitted',
  FUNCTION_CALL: 'Function call',
  BLACKLISTED_CALLERS: 'Blacklisted callers',
  WHITELISTED_CALLERS: 'Whitelisted callers',
  FAILED_TRANSACTIONS: 'Failed transactions',
};

export const isTriggerType = (type: string): type is TriggerType =>
  TRIGGER_TYPES.some((t) => t === type);
export const typeLabel = (type: string) => (isTriggerType(type) ? TYPE_LABELS[type] : type);

/**
 * What an alert's `detectorSchemaName` holds, as a field's label: a trigger's type, or a
 * detector's schema (a detector's alert, or a name the console cannot tell from a schema's).
 */
export const schemaOrTypeLabel = (code: string | null | undefined, detectorId?: number | null) =>
  detectorId == null && code && isTriggerType(code) ? 'Trigger type' : 'Detector schema';
