import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { siteKeys } from './keys';

/** DELETE /v1/admin/banners/{id}. */
export const deleteAdminBanner = (id: number) =>
  api.delete(`v1/admin/banners/${id}`).json<ApiResponse<null>>();

export const useDeleteBanner = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminBanner,
    onSettled: () => client.invalidateQueries({ queryKey: siteKeys.banners() }),
  });
};
