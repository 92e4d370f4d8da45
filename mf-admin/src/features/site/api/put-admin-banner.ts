import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminBanner, AdminBannerInput } from '@lms/shared/contracts';
import { siteKeys } from './keys';

/** PUT /v1/admin/banners/{id}: its link, and its words in Turkish and English (or none). */
export const putAdminBanner = ({ id, payload }: { id: number; payload: AdminBannerInput }) =>
  api.put(`v1/admin/banners/${id}`, { json: payload }).json<ApiResponse<AdminBanner>>();

export const useUpdateBanner = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putAdminBanner,
    onSuccess: () => client.invalidateQueries({ queryKey: siteKeys.banners() }),
  });
};
