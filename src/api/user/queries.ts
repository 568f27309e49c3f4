import { queryOptions, useMutation } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import type { CompleteOtp } from './schemas';
import { completeOtp, getUser, getUserOtpSetup, searchUsers } from './requests';

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (body: SearchBody) => [...userKeys.lists(), body] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  me: () => [...userKeys.all, 'me'] as const,
  otpSetup: (id: number) => [...userKeys.all, 'otp-setup', id] as const,
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
  return useMutation({ mutationFn: (body: CompleteOtp) => completeOtp(id, body) });
}
