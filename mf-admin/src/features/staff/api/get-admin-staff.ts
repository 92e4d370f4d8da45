import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { StaffAccount } from '@lms/shared/contracts';
import { adminKeys } from '../../../lib/query-keys';

export const staffKeys = { all: [...adminKeys.all, 'staff'] as const };

/** The staff accounts (GET /v1/admin/staff; admins only). */
export const getAdminStaff = () => api.get('v1/admin/staff').json<ApiResponse<StaffAccount[]>>();

export const adminStaffQuery = () =>
  queryOptions({ queryKey: staffKeys.all, queryFn: getAdminStaff, staleTime: 0 });

export const useAdminStaff = () => useQuery(adminStaffQuery());
