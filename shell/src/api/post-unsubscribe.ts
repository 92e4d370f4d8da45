import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { shellKeys } from '../lib/query-keys';

/** Unsubscribes the address of a newsletter's link; no session needed. */
export const postUnsubscribe = (token: string) =>
  api
    .post(`v1/subscribers/unsubscribe/${encodeURIComponent(token)}`, { json: {} })
    .json<ApiResponse<null>>();

/** A query, like the confirmation: the call is idempotent and goes out once per page. */
export const unsubscribeQuery = (token: string) =>
  queryOptions({
    queryKey: shellKeys.newsletterUnsubscribe(token),
    queryFn: () => postUnsubscribe(token),
    staleTime: Infinity,
    retry: false,
  });

export const useUnsubscribe = (token: string) => useQuery(unsubscribeQuery(token));
