import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AuditPage, ParsedAuditQuery } from '@lms/shared/contracts';
import { adminKeys } from '../../../lib/query-keys';

/** The filters as query parameters: only those given. */
const searchParamsOf = (query: ParsedAuditQuery) =>
  Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  );

/** One page of the audit log, newest first (GET /v1/admin/audit, admins only). */
export const getAdminAudit = (query: ParsedAuditQuery) =>
  api.get('v1/admin/audit', { searchParams: searchParamsOf(query) }).json<ApiResponse<AuditPage>>();

export const adminAuditQuery = (query: ParsedAuditQuery) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'audit', searchParamsOf(query)] as const,
    queryFn: () => getAdminAudit(query),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminAudit = (query: ParsedAuditQuery) => useQuery(adminAuditQuery(query));
