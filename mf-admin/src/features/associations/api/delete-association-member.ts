import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { associationKeys } from './keys';

/** DELETE /v1/admin/associations/{code}/members/{taxNumber}: takes a company off the list. */
export const deleteAssociationMember = ({ code, taxNumber }: { code: string; taxNumber: string }) =>
  api
    .delete(`v1/admin/associations/${encodeURIComponent(code)}/members/${taxNumber}`)
    .json<ApiResponse<null>>();

export const useRemoveMember = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAssociationMember,
    onSettled: () => client.invalidateQueries({ queryKey: associationKeys.all() }),
  });
};
