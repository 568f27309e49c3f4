import { z } from 'zod/mini';
import { IdSchema } from '@/api/common';
import { listSearch, searchBody, type SearchOf } from '@/components/list/list-search';
import { RangeSchema, rangeWindow } from '@/lib/time-range';
import { equals } from '@/lib/where';

/** What started an execution (gap row 74). */
export const TRIGGER_KINDS = [
  { value: 'alert', label: 'Trigger alert' },
  { value: 'detector', label: 'Detector' },
  { value: 'manual', label: 'Manual run' },
] as const;
export const TriggerKindSchema = z.enum(['alert', 'detector', 'manual']);
export const ExecutionResultSchema = z.enum(['SUCCESS', 'FAILED', 'SUBMITTED']);

/** The tenant-wide executions list's URL state. */
export const executionList = listSearch(
  {
    actionId: IdSchema,
    trigger: TriggerKindSchema,
    result: ExecutionResultSchema,
    range: RangeSchema,
  },
  { sortFields: ['timestamp', 'id'], defaultSort: 'timestamp', defaultOrder: 'Desc' },
);
export type ExecutionListSearch = SearchOf<typeof executionList>;

export function executionSearchBody(s: ExecutionListSearch, now: number) {
  const window = rangeWindow(s.range, now);
  return searchBody(
    s,
    equals('actionId', s.actionId),
    equals('trigger', s.trigger),
    equals('result', s.result),
    window && `timestamp >= ${window.from} and timestamp <= ${window.to}`,
  );
}

/** The newest executions of one action, for its page. */
export const actionExecutionsBody = (actionId: number, size: number) => ({
  where: `actionId = ${actionId}`,
  sort: [{ field: 'timestamp', order: 'Desc' as const }],
  size,
  trackTotal: true,
});
