import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminDashboard } from '@lms/shared/contracts';
import { adminKeys } from '../../../lib/query-keys';

/** The back office's figures (GET /v1/admin/dashboard, every staff role). */
export const getAdminDashboard = () =>
  api.get('v1/admin/dashboard').json<ApiResponse<AdminDashboard>>();

export const adminDashboardQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'dashboard'] as const,
    queryFn: getAdminDashboard,
    staleTime: 0,
  });

export const useAdminDashboard = () => useQuery(adminDashboardQuery());
