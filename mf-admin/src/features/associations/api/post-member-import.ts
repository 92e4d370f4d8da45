import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { MemberImportResult } from '@lms/shared/contracts';
import { associationKeys } from './keys';

/**
 * POST /v1/admin/associations/{code}/members/import: the CSV's text; the server reads it (Papa
 * Parse) and answers how many were added, already there, and the rows it refused.
 */
export const postMemberImport = ({ code, csv }: { code: string; csv: string }) =>
  api
    .post(`v1/admin/associations/${encodeURIComponent(code)}/members/import`, { json: { csv } })
    .json<ApiResponse<MemberImportResult>>();

export const useImportMembers = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postMemberImport,
    onSettled: () => client.invalidateQueries({ queryKey: associationKeys.all() }),
  });
};
