import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import type { AlertSearch } from '../alert/schemas';
import type { ScoreRefresh, UpdateScore } from './schemas';

export const searchScores = (body: AlertSearch, signal?: AbortSignal) =>
  callEndpoint(endpoints.scoreSearch, { body, signal });
export const updateScore = (
  index: string,
  uid: string,
  body: UpdateScore,
  refresh: ScoreRefresh = 'wait_for',
) => callEndpoint(endpoints.scoreUpdate, { params: { index, uid }, body, query: { refresh } });
export const searchOrganisationScores = (
  organisationId: number,
  body: AlertSearch,
  signal?: AbortSignal,
) =>
  callEndpoint(endpoints.organisationScoreSearch, {
    params: { id: organisationId },
    body,
    signal,
  });
