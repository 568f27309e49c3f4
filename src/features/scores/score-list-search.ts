import { z } from 'zod/mini';
import type { AlertSearch } from '@/api/alert/schemas';
import { IdSchema } from '@/api/common';
import { listSearch, type SearchOf } from '@/components/list/list-search';
import { lazySchema, orUndefined } from '@/lib/fallback';
import { allOf, fieldIs } from '@/lib/full-text';
import { RangeSchema, rangeWindow } from '@/lib/time-range';

export const ViewedSchema = z.enum(['viewed', 'unviewed']);

/** The scores list's URL state (the record in the drawer is `record`, outside the filters). */
export const scoreList = listSearch(
  {
    organisationId: IdSchema,
    projectId: IdSchema,
    contractId: IdSchema,
    group: z.string(),
    severity: z.string(),
    range: RangeSchema,
    viewed: ViewedSchema,
  },
  { sortFields: ['timestamp', 'score', 'scoreChange'], defaultSort: 'timestamp' },
);
export type ScoreListSearch = SearchOf<typeof scoreList>;

/** The route's search: the list's state plus the record open in the drawer (`index/uid`). */
export const scoreRouteSearch = lazySchema(() =>
  z.extend(scoreList.schema.schema(), { record: orUndefined(z.string()) }),
);

/**
 * The full-text query of the filters. The organisation is not in it: a chosen organisation
 * is searched through its own endpoint (`/organisation/{id}/score/search`, gap row 71).
 */
export function scoreQuery(s: ScoreListSearch, without: { contract?: boolean } = {}) {
  return allOf(
    fieldIs('projectId', s.projectId),
    !without.contract && fieldIs('contractId', s.contractId),
    fieldIs('scoreGroup', s.group),
    fieldIs('severity', s.severity),
    s.viewed === 'viewed' ? 'tags:viewed' : s.viewed === 'unviewed' ? 'NOT tags:viewed' : undefined,
  );
}

/** The page of the list: filters, the range as the vendor's `timeseries`, sort and page. */
export function scoreSearchBody(s: ScoreListSearch, now: number): AlertSearch {
  const window = rangeWindow(s.range, now);
  return {
    query: scoreQuery(s),
    ...(window ? { timeseries: [window] } : {}),
    sort: [{ field: s.sort, order: s.order }],
    from: s.from,
    size: s.size,
    trackTotal: true,
  };
}

/** The record's key in the URL and in the update path. */
export const recordKey = (r: { index: string; uid: string }) => `${r.index}/${r.uid}`;

/** Records charted as series: every record of the organisation, project and range, oldest first. */
export function scoreSeriesBody(s: ScoreListSearch, now: number): AlertSearch {
  const window = rangeWindow(s.range, now);
  return {
    query: fieldIs('projectId', s.projectId),
    ...(window ? { timeseries: [window] } : {}),
    sort: [
      { field: 'timestamp', order: 'Asc' },
      { field: 'i', order: 'Asc' },
    ],
    size: SERIES_LIMIT,
    trackTotal: true,
  };
}
/** How many records a chart reads at most (the service pages at 10,000). */
export const SERIES_LIMIT = 2000;
