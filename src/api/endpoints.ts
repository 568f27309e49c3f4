/**
 * The endpoint table: every endpoint the console calls, with its request and response schema
 * and where it comes from. `spec` rows are the interface's 22; `inferred` rows rest on the note
 * given (see ../shared/spec/real-service-notes.md and docs/spec-gaps.md). The mock implements
 * exactly this table (mocks/handlers/index.ts is typed to need every key).
 *
 * Each resource keeps its rows beside its schemas (`<resource>/endpoints.ts`), and the console's
 * queries import those: a screen builds only the schemas it calls (zod builds a schema when its
 * module runs), and the first screen carries the projects' rows, not the whole table. This
 * module is the whole table, for the mock, the contract tests and the table's own checks.
 */
import { projectEndpoints } from './project/endpoints';
import { contractEndpoints } from './contract/endpoints';
import { networkEndpoints } from './network/endpoints';
import { tokenomicsEndpoints } from './tokenomics/endpoints';
import { documentationEndpoints } from './documentation/endpoints';
import { detectorEndpoints } from './detector/endpoints';
import { triggerEndpoints } from './trigger/endpoints';
import { actionEndpoints } from './action/endpoints';
import { destinationEndpoints } from './destination/endpoints';
import { tenantEndpoints } from './tenant/endpoints';
import { organisationEndpoints } from './organisation/endpoints';
import { userEndpoints } from './user/endpoints';
import { alertEndpoints } from './alert/endpoints';
import { scoreEndpoints } from './score/endpoints';
import { apiKeyEndpoints } from './apikey/endpoints';

export const endpoints = {
  ...projectEndpoints,
  ...contractEndpoints,
  ...networkEndpoints,
  ...tokenomicsEndpoints,
  ...documentationEndpoints,
  ...detectorEndpoints,
  ...triggerEndpoints,
  ...actionEndpoints,
  ...destinationEndpoints,
  ...tenantEndpoints,
  ...organisationEndpoints,
  ...userEndpoints,
  ...alertEndpoints,
  ...scoreEndpoints,
  ...apiKeyEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
