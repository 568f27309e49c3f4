import type { SearchBody } from '../common';
import type { Connection } from '../connection';
import type { CompleteOtp, UpdateUser } from './schemas';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';

/** The key's own user; used to check a connection before it is saved. */
export const getCurrentUser = (
  connection?: Pick<Connection, 'baseUrl' | 'apiKey'>,
  signal?: AbortSignal,
) => callEndpoint(endpoints.userMe, { connection, signal });

export const searchUsers = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.userSearch, { body, signal });
export const getUser = (id: number, signal?: AbortSignal) =>
  callEndpoint(endpoints.userGet, { params: { id }, signal });
export const getUserOtpSetup = (id: number, signal?: AbortSignal) =>
  callEndpoint(endpoints.userOtpSetup, { params: { id }, signal });
export const completeOtp = (id: number, body: CompleteOtp) =>
  callEndpoint(endpoints.userOtpComplete, { params: { id }, body });
export const updateUser = (id: number, body: UpdateUser) =>
  callEndpoint(endpoints.userUpdate, { params: { id }, body });
export const getOtpDevices = (id: number, signal?: AbortSignal) =>
  callEndpoint(endpoints.userOtpDevices, { params: { id }, signal });
export const deleteOtpDevice = (id: number, deviceId: string) =>
  callEndpoint(endpoints.userOtpDeviceDelete, { params: { id, deviceId } });
