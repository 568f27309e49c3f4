import type { Connection } from '../connection';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';

/** The key's own user; used to check a connection before it is saved. */
export const getCurrentUser = (
  connection?: Pick<Connection, 'baseUrl' | 'apiKey'>,
  signal?: AbortSignal,
) => callEndpoint(endpoints.userMe, { connection, signal });
