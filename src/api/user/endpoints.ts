/** The user rows of the endpoint table (src/api/endpoints.ts assembles the whole table). */
import { SearchBodySchema, UidResponseSchema, searchResultSchema } from '../common';
import { endpoint, CRUD, SEARCH } from '../endpoint';
import {
  CompleteOtpResultSchema,
  CompleteOtpSchema,
  CreateInvitationSchema,
  InvitationSchema,
  OtpDeviceSchema,
  OtpSetupSchema,
  UpdateUserSchema,
  UserSchema,
} from './schemas';

// One row per endpoint reads as a table; keep the formatter off it.
// prettier-ignore
export const userEndpoints = {
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
} as const;
