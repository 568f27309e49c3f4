import type { QueryField } from '@/components/usage/QueryBox';

/** What a usage event can be filtered by (docs/spec-gaps.md row 85). */
export const USAGE_FIELDS: readonly QueryField[] = [
  { name: 'type', label: 'event type', example: 'api.call' },
  { name: 'network', label: 'network', example: 'ethereum' },
  { name: 'projectId', label: 'project', example: '1' },
  { name: 'contractId', label: 'contract', example: '1' },
  { name: 'detectorId', label: 'detector', example: '1' },
];

const LABELS: Record<string, string> = {
  'detector.run': 'Detector runs',
  'alert.sent': 'Alerts sent',
  'action.executed': 'Actions executed',
  'api.call': 'API calls',
};

/** A usage key as people say it; an unknown key as sent. */
export const usageLabel = (key: string) => LABELS[key] ?? key;

const MEANINGS: Record<string, string> = {
  'detector.run': 'Checks a detector made of its contract',
  'alert.sent': 'Alert deliveries: one per destination',
  'action.executed': 'Transactions the actions sent',
  'api.call': 'Requests to the service’s API',
};

/** What a usage key counts, in a line (the alert feed counts alerts, this their deliveries). */
export const usageMeaning = (key: string): string | undefined => MEANINGS[key];
