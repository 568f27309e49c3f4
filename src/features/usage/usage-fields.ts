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
