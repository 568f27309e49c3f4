import type { MarkScore } from '@/api/score/queries';
import type { ScoreRecord } from '@/api/score/schemas';
import type { BulkAction } from '@/components/list/bulk';
import { isViewed } from './score-format';

/**
 * Mark viewed / not viewed for a selection. Every write but the last sends `refresh=false`
 * (no index refresh per record); the last sends `wait_for`, so the list shows the whole run
 * when it refetches. When the last write fails, one more `wait_for` write settles the run.
 */
export function markBulkActions(
  mark: (args: MarkScore) => Promise<unknown>,
): BulkAction<ScoreRecord>[] {
  const action = (viewed: boolean): BulkAction<ScoreRecord> => ({
    label: viewed ? 'Mark viewed' : 'Mark not viewed',
    effect: viewed ? 'will be marked viewed' : 'will be marked not viewed',
    appliesTo: (r) => isViewed(r) !== viewed,
    run: (record, { last }) => mark({ record, viewed, refresh: last ? 'wait_for' : 'false' }),
    settle: (done) => {
      const record = done.at(-1);
      return record ? mark({ record, viewed, refresh: 'wait_for' }) : Promise.resolve();
    },
  });
  return [action(true), action(false)];
}
