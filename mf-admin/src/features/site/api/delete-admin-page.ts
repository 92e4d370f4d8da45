import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { siteKeys } from './keys';

/** DELETE /v1/admin/pages/{id}. */
export const deleteAdminPage = (id: string) =>
  api.delete(`v1/admin/pages/${encodeURIComponent(id)}`).json<ApiResponse<null>>();

export const useDeletePage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminPage,
    onSettled: () => client.invalidateQueries({ queryKey: siteKeys.pages() }),
  });
};
