import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminSubscriber } from '@lms/shared/contracts';
import { messageKeys } from './keys';

/** GET /v1/admin/subscribers: every newsletter address, confirmed or pending, newest first. */
export const getAdminSubscribers = () =>
  api.get('v1/admin/subscribers').json<ApiResponse<AdminSubscriber[]>>();

export const useAdminSubscribers = () =>
  useQuery(
    queryOptions({
      queryKey: messageKeys.subscribers(),
      queryFn: getAdminSubscribers,
      staleTime: 0,
    }),
  );
