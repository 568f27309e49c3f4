import type { AlertSearch } from '../alert/schemas';
import { endpoints } from '../endpoints';
import { readQuery, resourceKeys, useWrite } from '../resource';

export const scoreKeys = resourceKeys('scores');
export const scoreQueries = {
  list: readQuery(endpoints.scoreSearch, scoreKeys.list, (body: AlertSearch) => ({ body })),
  /** Score records of one regulator organisation (real-service notes: confirmed). */
  ofOrganisation: readQuery(
    endpoints.organisationScoreSearch,
    ({ organisationId, body }: { organisationId: number; body: AlertSearch }) =>
      scoreKeys.of('organisation', organisationId, body),
    ({ organisationId, body }) => ({ params: { id: organisationId }, body }),
  ),
};

/** Marks a score record viewed (or not); `query.refresh` decides when search sees it. */
export const useUpdateScore = () => useWrite(endpoints.scoreUpdate, scoreKeys);
