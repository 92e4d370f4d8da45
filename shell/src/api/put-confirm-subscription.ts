import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { shellKeys } from '../lib/query-keys';

/** Confirms a newsletter subscription by the token of its mail. */
export const putConfirmSubscription = (token: string) =>
  api.put('v1/subscribers/confirm', { json: { token } }).json<ApiResponse<null>>();

/**
 * A query, not a mutation: the call is idempotent, and a query is sent once however often the
 * page renders.
 */
export const confirmSubscriptionQuery = (token: string) =>
  queryOptions({
    queryKey: shellKeys.newsletterConfirmation(token),
    queryFn: () => putConfirmSubscription(token),
    staleTime: Infinity,
    retry: false,
  });

export const useConfirmSubscription = (token: string) => useQuery(confirmSubscriptionQuery(token));
