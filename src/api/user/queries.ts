import { endpoints } from '../endpoints';
import { readQuery, resourceKeys, searchQueries, useUpdate, useWrite } from '../resource';

export const userKeys = resourceKeys('users');
export const userQueries = {
  ...searchQueries(userKeys, endpoints.userSearch, endpoints.userGet),
  me: readQuery(
    endpoints.userMe,
    // `void`: called as `me()`.
    (_: void) => userKeys.of('me'),
    () => ({}),
  ),
  /** A pending setup keeps its secret until completed (two tabs, a refetch see the same one). */
  otpSetup: readQuery(
    endpoints.userOtpSetup,
    (id: number) => userKeys.of('otp-setup', id),
    (id) => ({ params: { id } }),
    { staleTime: Infinity, gcTime: 0 },
  ),
  otpDevices: readQuery(
    endpoints.userOtpDevices,
    (id: number) => userKeys.of('otp-devices', id),
    (id) => ({ params: { id } }),
  ),
};

export const useUpdateUser = () => useUpdate(endpoints.userUpdate, userKeys);
export const useCompleteOtp = () =>
  useWrite(endpoints.userOtpComplete, userKeys, { also: [userKeys.of('otp-devices')] });
export const useDeleteOtpDevice = () =>
  useWrite(endpoints.userOtpDeviceDelete, userKeys, { also: [userKeys.of('otp-devices')] });
