/**
 * The endpoint table: every endpoint the console calls, with its request and response schema
 * and where it comes from. `spec` rows are the interface's 22; `inferred` rows rest on the note
 * given (see ../shared/spec/real-service-notes.md and docs/spec-gaps.md). The mock implements
 * exactly this table (mocks/handlers/index.ts is typed to need every key).
 */
import { z } from 'zod';
import { SearchBodySchema, UidResponseSchema, searchResultSchema } from './common';
import { endpoint } from './endpoint';
import {
  ActionExecutionSchema,
  ActionSchema,
  CreateActionSchema,
  RunActionResultSchema,
  RunActionSchema,
  UpdateActionSchema,
} from './action/schemas';
import {
  AlertAggregationResultSchema,
  AlertAggregationSchema,
  AlertSchema,
  AlertSearchSchema,
} from './alert/schemas';
import {
  ContractFetchSchema,
  ContractSchema,
  CreateContractSchema,
  FetchedContractSchema,
  UpdateContractSchema,
} from './contract/schemas';
import {
  CreateTenantDestinationSchema,
  DeliverySchema,
  TenantDestinationSchema,
  TestDestinationSchema,
} from './destination/schemas';
import {
  CreateDetectorSchema,
  DetectorRecordSchema,
  DetectorSchemaSchema,
  RegisterSchemaSchema,
  UpdateDetectorSchema,
  UpdateSchemaSchema,
} from './detector/schemas';
import { DocumentationSchema, UpdateDocumentationSchema } from './documentation/schemas';
import { NetworkEventParamsSchema } from './network/schemas';
import {
  CreateOrganisationSchema,
  OrganisationSchema,
  UpdateOrganisationSchema,
} from './organisation/schemas';
import { CreateProjectSchema, ProjectSchema, UpdateProjectSchema } from './project/schemas';
import { ScoreRecordSchema, ScoreRefreshSchema, UpdateScoreSchema } from './score/schemas';
import { TenantSchema, UpdateTenantSchema } from './tenant/schemas';
import {
  CreateTokenomicsCategorySchema,
  TokenomicsCategorySchema,
  UpdateTokenomicsCategorySchema,
} from './tokenomics/schemas';
import { CreateTriggerSchema, TriggerSchema, UpdateTriggerSchema } from './trigger/schemas';
import { HistogramSchema, UsageBodySchema } from './usage/schemas';
import {
  CompleteOtpResultSchema,
  CompleteOtpSchema,
  CreateInvitationSchema,
  InvitationSchema,
  OtpDeviceSchema,
  OtpSetupSchema,
  UpdateUserSchema,
  UserSchema,
} from './user/schemas';

const CRUD = 'real-service notes, Conventions: GET/PUT/DELETE /<resource>/{id}';
const SEARCH = 'real-service notes, Conventions: POST /<resource>/search with the search body';

// One row per endpoint reads as a table; keep the formatter off it.
// prettier-ignore
export const endpoints = {
  // ── Projects ──────────────────────────────────────────────────────────────
  projectSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/project/search', body: SearchBodySchema, response: searchResultSchema(ProjectSchema), source: 'inferred', note: `${SEARCH} (confirmed for project)` }),
  projectCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/project', body: CreateProjectSchema, response: ProjectSchema, source: 'spec', note: 'payload not shown; fields from the real console create form' }),
  projectGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/project/{id}', body: null, response: ProjectSchema, source: 'spec', note: 'payload not shown' }),
  projectUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/project/{id}', body: UpdateProjectSchema, response: ProjectSchema, source: 'inferred', note: CRUD }),
  projectDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/project/{id}', body: null, response: UidResponseSchema, source: 'inferred', note: `${CRUD}; answers {uid} like the other deletes` }),

  // ── Contracts and wallets ─────────────────────────────────────────────────
  contractSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/contract/search', body: SearchBodySchema, response: searchResultSchema(ContractSchema), source: 'inferred', note: `${SEARCH} (confirmed for contract)` }),
  contractCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/contract', body: CreateContractSchema, response: ContractSchema, source: 'spec', note: 'payload not shown; body of the vendor tools (confirmed)' }),
  contractGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/contract/{id}', body: null, response: ContractSchema, source: 'spec', note: 'payload not shown; answers the Contract record with abi/implAbi (withAbi variant folded in)' }),
  contractUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/contract/{id}', body: UpdateContractSchema, response: ContractSchema, source: 'inferred', note: `${CRUD} (confirmed for contract)` }),
  contractDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/contract/{id}', body: null, response: UidResponseSchema, source: 'inferred', note: `${CRUD} (confirmed for contract)` }),
  contractFetch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/contract/fetch', body: ContractFetchSchema, response: FetchedContractSchema, source: 'spec', note: 'network field name not shown: chainUid sent, network accepted' }),
  contractAbiDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/contract/{id}/abi', body: null, response: ContractSchema, source: 'spec', note: 'removes the ABI override' }),
  networkEventParams: endpoint({ method: 'GET', access: 'read', path: '/api/v1/network/{network}/params/event', body: null, response: NetworkEventParamsSchema, source: 'spec', note: 'content not shown: any JSON object' }),

  // ── Tokenomics ────────────────────────────────────────────────────────────
  tokenomicsCategoryCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/tokenomics/category', body: CreateTokenomicsCategorySchema, response: TokenomicsCategorySchema, source: 'spec', note: '' }),
  tokenomicsCategorySearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/tokenomics/category/search', body: SearchBodySchema, response: searchResultSchema(TokenomicsCategorySchema), source: 'inferred', note: SEARCH }),
  tokenomicsCategoryUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/tokenomics/category/{id}', body: UpdateTokenomicsCategorySchema, response: TokenomicsCategorySchema, source: 'inferred', note: CRUD }),
  tokenomicsCategoryDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/tokenomics/category/{id}', body: null, response: UidResponseSchema, source: 'inferred', note: CRUD }),

  // ── Project documentation ────────────────────────────────────────────────
  documentationSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/project/documentation/search', body: SearchBodySchema, response: searchResultSchema(DocumentationSchema), source: 'inferred', note: SEARCH }),
  documentationUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/project/documentation/{id}', body: UpdateDocumentationSchema, response: DocumentationSchema, source: 'spec', note: '' }),

  // ── Detector schemas and detectors ───────────────────────────────────────
  schemaSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/schema/search', body: SearchBodySchema, response: searchResultSchema(DetectorSchemaSchema), source: 'inferred', note: 'real-service notes, Detector schemas (confirmed)' }),
  schemaGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/schema/{id}', body: null, response: DetectorSchemaSchema, source: 'inferred', note: 'real-service notes, Detector schemas (confirmed)' }),
  schemaCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/schema', body: RegisterSchemaSchema, response: DetectorSchemaSchema, source: 'inferred', note: 'registration of a catalogue entry; the catalogue is global, so admin keys only (403 otherwise); name+version unique' }),
  schemaUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/schema/{id}', body: UpdateSchemaSchema, response: DetectorSchemaSchema, source: 'inferred', note: 'real-service notes, Detector schemas (PUT confirmed); a changed config JSON Schema needs a new version (400); admin keys only' }),
  detectorSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/detector/search', body: SearchBodySchema, response: searchResultSchema(DetectorRecordSchema), source: 'spec', note: '' }),
  detectorCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/detector', body: CreateDetectorSchema, response: DetectorRecordSchema, source: 'inferred', note: 'real create body (confirmed)' }),
  detectorGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/detector/{id}', body: null, response: DetectorRecordSchema, source: 'inferred', note: `${CRUD} (confirmed for detector)` }),
  detectorUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/detector/{id}', body: UpdateDetectorSchema, response: DetectorRecordSchema, source: 'inferred', note: 'partial bodies accepted (confirmed)' }),
  detectorDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/detector/{id}', body: null, response: UidResponseSchema, source: 'inferred', note: `${CRUD} (confirmed for detector)` }),

  // ── Triggers ──────────────────────────────────────────────────────────────
  triggerSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/trigger/search', body: SearchBodySchema, response: searchResultSchema(TriggerSchema), source: 'inferred', note: 'real-service notes, Triggers (confirmed)' }),
  triggerCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/trigger', body: CreateTriggerSchema, response: TriggerSchema, source: 'inferred', note: 'real-service notes, Triggers (confirmed)' }),
  triggerGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/trigger/{id}', body: null, response: TriggerSchema, source: 'inferred', note: 'real-service notes, Triggers (confirmed)' }),
  triggerUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/trigger/{id}', body: UpdateTriggerSchema, response: TriggerSchema, source: 'inferred', note: 'real-service notes, Triggers (confirmed)' }),
  triggerDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/trigger/{id}', body: null, response: UidResponseSchema, source: 'inferred', note: 'real-service notes, Triggers (confirmed)' }),

  // ── Actions ───────────────────────────────────────────────────────────────
  actionCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/action', body: CreateActionSchema, response: ActionSchema, source: 'spec', note: 'interface 0.0.649' }),
  actionSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/action/search', body: SearchBodySchema, response: searchResultSchema(ActionSchema), source: 'inferred', note: SEARCH }),
  actionGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/action/{id}', body: null, response: ActionSchema, source: 'inferred', note: 'real-service notes, Actions (confirmed)' }),
  actionUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/action/{id}', body: UpdateActionSchema, response: ActionSchema, source: 'inferred', note: `${CRUD}; partial bodies keep omitted fields` }),
  actionDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/action/{id}', body: null, response: UidResponseSchema, source: 'inferred', note: CRUD }),
  actionExecutionSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/action/execution/search', body: SearchBodySchema, response: searchResultSchema(ActionExecutionSchema), source: 'inferred', note: `executions exist in the real console (real-service notes, Actions); ${SEARCH}; newest first by default` }),
  actionRun: endpoint({ method: 'POST', access: 'write', path: '/api/v1/action/{id}/run', body: RunActionSchema, response: RunActionResultSchema, source: 'inferred', note: 'real-service notes, Actions: manual run (confirmed)' }),

  // ── Destinations (tenant notification contacts) ──────────────────────────
  destinationSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/destination/search', body: SearchBodySchema, response: searchResultSchema(TenantDestinationSchema), source: 'inferred', note: 'list endpoint not published; modelled on the other searches' }),
  destinationCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/destination', body: CreateTenantDestinationSchema, response: TenantDestinationSchema, source: 'inferred', note: 'create endpoint not published' }),
  destinationGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/destination/{id}', body: null, response: TenantDestinationSchema, source: 'inferred', note: CRUD }),
  destinationUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/destination/{id}', body: CreateTenantDestinationSchema.partial(), response: TenantDestinationSchema, source: 'inferred', note: CRUD }),
  destinationTest: endpoint({ method: 'POST', access: 'write', path: '/api/v1/destination/{id}/test', body: TestDestinationSchema, response: DeliverySchema, source: 'inferred', note: 'test-send not published; answers the delivery it recorded (DELIVERED or FAILED with the reason)' }),
  destinationDeliveries: endpoint({ method: 'POST', access: 'read', path: '/api/v1/destination/{id}/delivery/search', body: SearchBodySchema, response: searchResultSchema(DeliverySchema), source: 'inferred', note: `delivery history not published; ${SEARCH}` }),
  destinationDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/destination/{id}', body: null, response: UidResponseSchema, source: 'spec', note: '' }),

  // ── Tenants, organisations, users ────────────────────────────────────────
  tenantSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/tenant/search', body: SearchBodySchema, response: searchResultSchema(TenantSchema), source: 'inferred', note: `${SEARCH} (confirmed for tenant)` }),
  tenantGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/tenant/{id}', body: null, response: TenantSchema, source: 'inferred', note: CRUD }),
  tenantUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/tenant/{id}', body: UpdateTenantSchema, response: TenantSchema, source: 'spec', note: 'required fields not shown: all optional' }),
  tenantUsage: endpoint({ method: 'POST', access: 'read', path: '/api/v1/tenant/{id}/dashboard/usage', body: UsageBodySchema, response: HistogramSchema, source: 'spec', note: 'required fields not shown: from, to, interval required' }),
  organisationSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/organisation/search', body: SearchBodySchema, response: searchResultSchema(OrganisationSchema), source: 'inferred', note: SEARCH }),
  organisationGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/organisation/{id}', body: null, response: OrganisationSchema, source: 'inferred', note: CRUD }),
  organisationCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/organisation', body: CreateOrganisationSchema, response: OrganisationSchema, source: 'spec', note: '' }),
  organisationUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/organisation/{id}', body: UpdateOrganisationSchema, response: OrganisationSchema, source: 'spec', note: '' }),
  organisationDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/organisation/{id}', body: null, response: UidResponseSchema, source: 'spec', note: '' }),
  userSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/user/search', body: SearchBodySchema, response: searchResultSchema(UserSchema), source: 'spec', note: '' }),
  userGet: endpoint({ method: 'GET', access: 'read', path: '/api/v1/user/{id}', body: null, response: UserSchema, source: 'inferred', note: CRUD }),
  userMe: endpoint({ method: 'GET', access: 'read', path: '/api/v1/user/me', body: null, response: UserSchema, source: 'inferred', note: 'real-service notes, Auth: current user (confirmed)' }),
  userOtpSetup: endpoint({ method: 'GET', access: 'read', path: '/api/v1/user/{id}/otp/setup', body: null, response: OtpSetupSchema, source: 'spec', note: 'QR code assumed a base64 PNG' }),
  userUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/user/{id}', body: UpdateUserSchema, response: UserSchema, source: 'inferred', note: `${CRUD}; roles, organisationId, status; admin or extractor-admin (403)` }),
  userOtpDevices: endpoint({ method: 'GET', access: 'read', path: '/api/v1/user/{id}/otp/device', body: null, response: searchResultSchema(OtpDeviceSchema), source: 'inferred', note: 'device list not published; never answers the secret; another user needs an admin role' }),
  userOtpDeviceDelete: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/user/{id}/otp/device/{deviceId}', body: null, response: UidResponseSchema, source: 'inferred', note: 'device removal not published; another user needs an admin role' }),
  invitationCreate: endpoint({ method: 'POST', access: 'write', path: '/api/v1/invite', body: CreateInvitationSchema, response: InvitationSchema, source: 'inferred', note: 'real-service notes, Users: invite body (confirmed); answer inferred; admin or extractor-admin (403)' }),
  invitationSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/invite/search', body: SearchBodySchema, response: searchResultSchema(InvitationSchema), source: 'inferred', note: SEARCH }),
  invitationRevoke: endpoint({ method: 'DELETE', access: 'write', path: '/api/v1/invite/{id}', body: null, response: UidResponseSchema, source: 'inferred', note: `${CRUD}; a pending invitation becomes REVOKED; admin or extractor-admin (403)` }),
  userOtpComplete: endpoint({ method: 'POST', access: 'write', path: '/api/v1/user/{id}/otp/setup', body: CompleteOtpSchema, response: CompleteOtpResultSchema, source: 'inferred', note: 'real-service notes, Users: completion (confirmed)' }),

  // ── Alerts and scores ────────────────────────────────────────────────────
  alertSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/detector/alert/search', body: AlertSearchSchema, response: searchResultSchema(AlertSchema), source: 'spec', note: 'payload not shown; real body uses a full-text query (confirmed)' }),
  alertAggregation: endpoint({ method: 'POST', access: 'read', path: '/api/v1/detector/alert/aggregation', body: AlertAggregationSchema, response: AlertAggregationResultSchema, source: 'spec', note: 'payload not shown; modelled on the contract histogram' }),
  projectDashboard: endpoint({ method: 'POST', access: 'read', path: '/api/v1/project/{id}/dashboard', body: AlertAggregationSchema, response: AlertAggregationResultSchema, source: 'inferred', note: 'real-service notes, Projects: per-project alert histogram {from, to, interval, timezone} (confirmed); answer like the alert aggregation' }),
  scoreSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/score/search', body: AlertSearchSchema, response: searchResultSchema(ScoreRecordSchema), source: 'inferred', note: 'score search exists (real-service notes); full-text body like alert search' }),
  organisationScoreSearch: endpoint({ method: 'POST', access: 'read', path: '/api/v1/organisation/{id}/score/search', body: AlertSearchSchema, response: searchResultSchema(ScoreRecordSchema), source: 'inferred', note: 'real-service notes, per-organisation score search (confirmed path); body like the score search' }),
  scoreUpdate: endpoint({ method: 'PUT', access: 'write', path: '/api/v1/score/{index}/{uid}', body: UpdateScoreSchema, response: ScoreRecordSchema, query: z.object({refresh: ScoreRefreshSchema.optional() }), source: 'spec', note: 'query parameter name `refresh` (real-service notes)' }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
