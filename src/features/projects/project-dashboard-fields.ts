import type { QueryField } from '@/components/usage/QueryBox';

/** What a project's alerts can be filtered by in its dashboard. */
export const PROJECT_DASHBOARD_FIELDS: readonly QueryField[] = [
  { name: 'severity', label: 'severity', example: 'HIGH' },
  { name: 'contractId', label: 'contract', example: '1' },
  { name: 'detectorId', label: 'detector', example: '1' },
  { name: 'detectorSchemaName', label: 'detector kind', example: 'ATTACK*' },
  { name: 'alertName', label: 'alert name', example: '"Large transfer"' },
];

const LABELS: Record<string, string> = {
  SECURITY: 'Security',
  COMPLIANCE: 'Compliance',
  FINANCIAL: 'Financial',
  action: 'Actions',
  trigger: 'Triggers',
};

export const projectDashboardLabel = (key: string) => LABELS[key] ?? key;
