import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { accountKeys } from '../../../lib/query-keys';

export const putVerifyHash = (resetHash: string) =>
  api.put('v1/auth/verifyhash', { json: { resetHash } }).json<ApiResponse<boolean>>();

/** Verified once per page visit; a link that fails is not retried (it will not heal). */
export const verifyHashQuery = (resetHash: string) =>
  queryOptions({
    queryKey: accountKeys.resetHash(resetHash),
    queryFn: () => putVerifyHash(resetHash),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

export const useVerifyHash = (resetHash: string) => useQuery(verifyHashQuery(resetHash));
