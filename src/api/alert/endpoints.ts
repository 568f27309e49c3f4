/** The alert rows of the endpoint table (src/api/endpoints.ts assembles the whole table). */
import { searchResultSchema } from '../common';
import { endpoint } from '../endpoint';
import {
  AlertAggregationResultSchema,
  AlertAggregationSchema,
  AlertSchema,
  AlertSearchSchema,
} from './schemas';

// One row per endpoint reads as a table; keep the formatter off it.
// prettier-ignore
export const alertEndpoints = {
  alertSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/detector/alert/search', body: AlertSearchSchema, response: searchResultSchema(AlertSchema), source: 'spec', note: 'payload not shown; real body uses a full-text query (confirmed)' }),
  alertAggregation: endpoint({ method: 'POST', access: 'read', path: '/api/v1/detector/alert/aggregation', body: AlertAggregationSchema, response: AlertAggregationResultSchema, source: 'spec', note: 'payload not shown; modelled on the contract histogram' }),
  projectDashboard: endpoint({ method: 'POST', access: 'read', path: '/api/v1/project/{id}/dashboard', body: AlertAggregationSchema, response: AlertAggregationResultSchema, source: 'inferred', note: 'real-service notes, Projects: per-project alert histogram {from, to, interval, timezone} (confirmed); answer like the alert aggregation' }),
  contractHistogram: endpoint({ method: 'POST', access: 'read', path: '/api/v1/contract/{id}/histogram', body: AlertAggregationSchema, response: AlertAggregationResultSchema, source: 'inferred', note: 'real-service notes, Contracts: contract histogram {from, to, interval, query?, timezone?} → {data: [{ts, bucket}], total, count} (confirmed); the alert aggregation over one contract' }),
} as const;
