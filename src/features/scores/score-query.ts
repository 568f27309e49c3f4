import type { AlertSearch } from '@/api/alert/schemas';
import { scoreQueries } from '@/api/score/queries';

/** The search of the filters: one organisation through its own endpoint, else the tenant's. */
export const scoreListQuery = (organisationId: number | undefined) => (body: AlertSearch) =>
  organisationId === undefined
    ? scoreQueries.list(body)
    : scoreQueries.ofOrganisation({ organisationId, body });
