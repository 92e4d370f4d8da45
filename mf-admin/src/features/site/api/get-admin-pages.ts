import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminPage } from '@lms/shared/contracts';
import { siteKeys } from './keys';

/** GET /v1/admin/pages: every information page (`#/info/{id}`), with its HTML. */
export const getAdminPages = () => api.get('v1/admin/pages').json<ApiResponse<AdminPage[]>>();

export const useAdminPages = () =>
  useQuery(queryOptions({ queryKey: siteKeys.pages(), queryFn: getAdminPages, staleTime: 0 }));
