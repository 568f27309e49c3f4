/** The score rows of the endpoint table (src/api/endpoints.ts assembles the whole table). */
import { z } from 'zod/mini';
import { searchResultSchema } from '../common';
import { endpoint } from '../endpoint';
import { AlertSearchSchema } from '../alert/schemas';
import { ScoreRecordSchema, ScoreRefreshSchema, UpdateScoreSchema } from './schemas';

// One row per endpoint reads as a table; keep the formatter off it.
// prettier-ignore
export const scoreEndpoints = {
  scoreSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/score/search', body: AlertSearchSchema, response: searchResultSchema(ScoreRecordSchema), source: 'inferred', note: 'score search exists (real-service notes); full-text body like alert search' }),
  organisationScoreSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/organisation/{id}/score/search', body: AlertSearchSchema, response: searchResultSchema(ScoreRecordSchema), source: 'inferred', note: 'real-service notes, per-organisation score search (confirmed path); body like the score search' }),
  scoreUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/score/{index}/{uid}', body: UpdateScoreSchema, response: ScoreRecordSchema, query: z.object({refresh: z.optional(ScoreRefreshSchema) }), source: 'spec', note: 'query parameter name `refresh` (real-service notes)' }),
} as const;
