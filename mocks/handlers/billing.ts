import type { HttpHandler } from 'msw';
import { z } from 'zod/mini';
import {
  IdSchema,
  SearchBodySchema,
  recordFields,
  searchResultSchema,
  statusField,
} from '../../src/api/common';
import { endpoint, SEARCH } from '../../src/api/endpoint';
import { implement } from '../lib/row-handler';
import { search } from '../lib/resource';

/**
 * Plans and subscriptions: the notes confirm their searches (`POST /plan/search`,
 * `POST /subscription/search` answer `{data, total}` [C]) but show no record, and the console
 * reads neither, so their rows live here, beside the mock, not in the console's endpoint table.
 * The records are a guess, kept in this one file (spec-gaps #126).
 */
const PlanSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  name: z.string(),
  limits: z.record(z.string(), z.number()),
});
const SubscriptionSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  tenantId: IdSchema,
  planId: IdSchema,
  startedAt: z.number(),
});
type Plan = z.infer<typeof PlanSchema>;

const SINCE = Date.UTC(2025, 0, 1);

const PLANS: Plan[] = [
  { name: 'Starter', limits: { projects: 3, detectors: 25, apiCallsPerDay: 5_000 } },
  { name: 'Team', limits: { projects: 20, detectors: 250, apiCallsPerDay: 50_000 } },
  { name: 'Enterprise', limits: { projects: 1_000, detectors: 10_000, apiCallsPerDay: 1_000_000 } },
].map((p, i) => ({ ...p, id: 9_601 + i, status: 'ACTIVE', createdAt: SINCE, updatedAt: SINCE }));

// prettier-ignore
const billingEndpoints = {
  planSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/plan/search', body: SearchBodySchema, response: searchResultSchema(PlanSchema), source: 'inferred', note: `${SEARCH} (confirmed for plan)` }),
  subscriptionSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/subscription/search', body: SearchBodySchema, response: searchResultSchema(SubscriptionSchema), source: 'inferred', note: `${SEARCH} (confirmed for subscription)` }),
} as const;

export function billingHandlers(origin: string): HttpHandler[] {
  return [
    implement('planSearch', billingEndpoints.planSearch, ({ body }) => search(PLANS, body), origin),
    implement(
      'subscriptionSearch',
      billingEndpoints.subscriptionSearch,
      // One subscription per tenant: the second plan, since the tenant began.
      ({ auth, body }) =>
        search(
          [
            {
              id: 9_700 + auth.tenantId,
              tenantId: auth.tenantId,
              planId: PLANS[1]?.id ?? 9_602,
              status: 'ACTIVE',
              startedAt: SINCE,
              createdAt: SINCE,
              updatedAt: SINCE,
            },
          ],
          body,
        ),
      origin,
    ),
  ];
}
