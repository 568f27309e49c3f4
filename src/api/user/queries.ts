import { endpoints } from '../endpoints';
import { readQuery, resourceKeys, searchQueries, useWrite } from '../resource';

export const userKeys = resourceKeys('users');
export const userQueries = {
  ...searchQueries(userKeys, endpoints.userSearch, endpoints.userGet),
  me: readQuery(
    endpoints.userMe,
    () => userKeys.of('me'),
    () => ({}),
  ),
  /** A new secret each time it is fetched: never cached, never refetched behind the user's back. */
  otpSetup: readQuery(
    endpoints.userOtpSetup,
    (id: number) => userKeys.of('otp-setup', id),
    (id) => ({ params: { id } }),
    { staleTime: Infinity, gcTime: 0 },
  ),
};

export const useCompleteOtp = () => useWrite(endpoints.userOtpComplete, userKeys);
