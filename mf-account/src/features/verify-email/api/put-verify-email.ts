import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type VerifyEmailPayload } from '@lms/shared';
import { accountKeys } from '../../../lib/query-keys';

export const putVerifyEmail = (payload: VerifyEmailPayload) =>
  api.put('v1/auth/verify-email', { json: payload }).json<ApiResponse<unknown>>();

/**
 * Verifying is read once per link as a query, so a re-render (or React's development double
 * effects) never spends the one-time token twice.
 */
export const verifyEmailQuery = (token: string) =>
  queryOptions({
    queryKey: accountKeys.verifyEmail(token),
    queryFn: () => putVerifyEmail({ token }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useVerifyEmail = (token: string, enabled: boolean) =>
  useQuery({ ...verifyEmailQuery(token), enabled });
