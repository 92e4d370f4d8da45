import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AssociationMembers } from '@lms/shared/contracts';
import { associationKeys } from './keys';

/** GET /v1/admin/associations/{code}/members: the member companies' tax numbers. */
export const getAssociationMembers = (code: string) =>
  api
    .get(`v1/admin/associations/${encodeURIComponent(code)}/members`)
    .json<ApiResponse<AssociationMembers>>();

export const useAssociationMembers = (code: string | null) =>
  useQuery(
    queryOptions({
      queryKey: associationKeys.members(code ?? ''),
      queryFn: () => getAssociationMembers(code!),
      enabled: code !== null,
      staleTime: 0,
    }),
  );
