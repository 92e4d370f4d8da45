import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminVitals } from '@lms/shared/contracts';
import { adminKeys } from '../../../lib/query-keys';

/** Real visits' Web Vitals, p75 per route over seven days (GET /v1/admin/vitals, every staff role). */
export const getAdminVitals = () => api.get('v1/admin/vitals').json<ApiResponse<AdminVitals>>();

export const adminVitalsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'dashboard', 'vitals'] as const,
    queryFn: getAdminVitals,
  });

export const useAdminVitals = () => useQuery(adminVitalsQuery());
