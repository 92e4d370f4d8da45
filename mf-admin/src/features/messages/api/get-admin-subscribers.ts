import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminSubscribersPage, SubscriberState } from '@lms/shared/contracts';
import { messageKeys } from './keys';

/** GET /v1/admin/subscribers: one page of the newsletter's addresses in a state, newest first. */
export const getAdminSubscribers = (state: SubscriberState, page: number) =>
  api
    .get('v1/admin/subscribers', { searchParams: { state, page } })
    .json<ApiResponse<AdminSubscribersPage>>();

export const useAdminSubscribers = (state: SubscriberState, page: number) =>
  useQuery(
    queryOptions({
      queryKey: messageKeys.subscriberPage(state, page),
      queryFn: () => getAdminSubscribers(state, page),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );
