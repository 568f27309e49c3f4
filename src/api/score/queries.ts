import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertSearch } from '../alert/schemas';
import { callEndpoint } from '../endpoint';
import { scoreEndpoints } from './endpoints';
import { readQuery, resourceKeys } from '../resource';
import type { ScoreRecord } from './schemas';

export const scoreKeys = resourceKeys('scores');
export const scoreQueries = {
  list: readQuery(scoreEndpoints.scoreSearch, scoreKeys.list, (body: AlertSearch) => ({ body })),
  /** Score records of one regulator organisation (real-service notes: confirmed). */
  ofOrganisation: readQuery(
    scoreEndpoints.organisationScoreSearch,
    ({ organisationId, body }: { organisationId: number; body: AlertSearch }) =>
      scoreKeys.of('organisation', organisationId, body),
    ({ organisationId, body }) => ({ params: { id: organisationId }, body }),
  ),
};

export interface MarkScore {
  record: Pick<ScoreRecord, 'index' | 'uid'>;
  viewed: boolean;
  /**
   * When search sees the change (gap row 70): `wait_for` for a single mark; a bulk run sends
   * `false` for all but its last write, whose `wait_for` makes the whole run visible at once.
   */
  refresh: 'wait_for' | 'false';
}

/**
 * Marks a score record viewed (or not). Only a write that search already reflects refreshes
 * the lists: after a `refresh=false` write a refetch would still answer the old version.
 */
export const useMarkScore = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ record, viewed, refresh }: MarkScore) =>
      callEndpoint(scoreEndpoints.scoreUpdate, {
        params: { index: record.index, uid: record.uid },
        body: { tags: viewed ? ['viewed'] : [] },
        query: { refresh },
      }),
    onSuccess: (_res, { refresh }) =>
      refresh === 'false' ? undefined : qc.invalidateQueries({ queryKey: scoreKeys.all }),
  });
};
