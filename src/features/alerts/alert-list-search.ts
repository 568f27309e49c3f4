import { z } from 'zod/mini';
import { IdSchema } from '@/api/common';
import { INTERVAL_PATTERN } from '@/api/rules/intervals';
import { listSearch, type SearchOf } from '@/components/list/list-search';
import { lazySchema, orDefault, orUndefined } from '@/lib/fallback';
import { ALERT_SEVERITIES, RANGE_PRESETS, type RangePreset } from '@/lib/alert-ranges';

const RANGES = [...(Object.keys(RANGE_PRESETS) as RangePreset[]), 'custom'] as const;
export const DEFAULT_RANGE: RangePreset = '7d';

// Only the URL schema lives here: route files import it, so it rides in the entry chunk; the
// bodies built from it are in alert-bodies.ts, loaded with the feed.

/** The alert feed's URL state: filters, time range, page, and what is open beside the list. */
const base = listSearch(
  {
    q: z.string(),
    severity: z.array(z.enum(ALERT_SEVERITIES)),
    category: z.string(),
    projectId: IdSchema,
    contractId: IdSchema,
    detectorId: IdSchema,
    triggerId: IdSchema,
    range: z.enum(RANGES),
    start: z.int().check(z.minimum(0)),
    end: z.int().check(z.minimum(0)),
  },
  {
    sortFields: ['timestamp', 'numericSeverity', 'alertName'],
    defaultSort: 'timestamp',
    defaultSize: 50,
  },
);
export const alertList = {
  ...base,
  schema: lazySchema(() =>
    z.extend(base.schema.schema(), {
      /** The alert open in the drawer. */
      alert: orUndefined(z.string()),
      /** The chart's stacking, and an interval chosen instead of the one from the range. */
      stack: orDefault(z.enum(['category', 'severity']), 'category'),
      interval: orUndefined(z.string().check(z.regex(INTERVAL_PATTERN))),
      /**
       * The bars as a chart, or as a table (each bar's numbers, and a button that narrows), or
       * hidden (on a short screen the feed's first row was below the fold).
       */
      view: orDefault(z.enum(['chart', 'table', 'hidden']), 'chart'),
    }),
  ),
  defaults: { ...base.defaults, stack: 'category' as const, view: 'chart' as const },
};
export type AlertListSearch = SearchOf<typeof alertList>;
