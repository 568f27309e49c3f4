import { userEndpoints } from './endpoints';
import { readQuery, resourceKeys, searchQueries, useUpdate, useWrite } from '../resource';

export const userKeys = resourceKeys('users');
export const userQueries = {
  ...searchQueries(userKeys, userEndpoints.userSearch, userEndpoints.userGet),
  me: readQuery(
    userEndpoints.userMe,
    // `void`: called as `me()`.
    (_: void) => userKeys.of('me'),
    () => ({}),
  ),
  /** A pending setup keeps its secret until completed (two tabs, a refetch see the same one). */
  otpSetup: readQuery(
    userEndpoints.userOtpSetup,
    (id: number) => userKeys.of('otp-setup', id),
    (id) => ({ params: { id } }),
    { staleTime: Infinity, gcTime: 0 },
  ),
  otpDevices: readQuery(
    userEndpoints.userOtpDevices,
    (id: number) => userKeys.of('otp-devices', id),
    (id) => ({ params: { id } }),
  ),
};

export const useUpdateUser = () => useUpdate(userEndpoints.userUpdate, userKeys);
export const useCompleteOtp = () =>
  useWrite(userEndpoints.userOtpComplete, userKeys, { also: [userKeys.of('otp-devices')] });
export const useDeleteOtpDevice = () =>
  useWrite(userEndpoints.userOtpDeviceDelete, userKeys, { also: [userKeys.of('otp-devices')] });
