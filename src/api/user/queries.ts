import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import type { CompleteOtp, UpdateUser } from './schemas';
import {
  completeOtp,
  deleteOtpDevice,
  getOtpDevices,
  getUser,
  getUserOtpSetup,
  searchUsers,
  updateUser,
} from './requests';

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (body: SearchBody) => [...userKeys.lists(), body] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  me: () => [...userKeys.all, 'me'] as const,
  otpSetup: (id: number) => [...userKeys.all, 'otp-setup', id] as const,
  otpDevices: (id: number) => [...userKeys.all, 'otp-devices', id] as const,
};

export const userQueries = {
  list: (body: SearchBody) =>
    queryOptions({
      queryKey: userKeys.list(body),
      queryFn: ({ signal }) => searchUsers(body, signal),
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) }),
  /** A new secret each time it is fetched: never cached, never refetched behind the user's back. */
  otpSetup: (id: number) =>
    queryOptions({
      queryKey: userKeys.otpSetup(id),
      queryFn: ({ signal }) => getUserOtpSetup(id, signal),
      staleTime: Infinity,
      gcTime: 0,
    }),
};

export function useCompleteOtp(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteOtp) => completeOtp(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.otpDevices(id) }),
  });
}

/** Enrolled two-factor devices of a user (never their secret). */
export const otpDevicesQuery = (id: number) =>
  queryOptions({
    queryKey: userKeys.otpDevices(id),
    queryFn: ({ signal }) => getOtpDevices(id, signal),
  });

export function useDeleteOtpDevice(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => deleteOtpDevice(id, deviceId),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.otpDevices(id) }),
  });
}

/** Roles, organisation and status of a user (admin or extractor-admin; src/api/rules/roles.ts). */
export function useUpdateUser(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUser) => updateUser(id, body),
    onSuccess: (user) => {
      qc.setQueryData(userKeys.detail(id), user);
      return qc.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
