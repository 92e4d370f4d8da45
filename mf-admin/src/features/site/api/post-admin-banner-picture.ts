import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminBanner } from '@lms/shared/contracts';
import { siteKeys } from './keys';

/**
 * POST /v1/admin/banners/{id}/picture: a new picture for a banner (multipart, the same checks
 * as a new banner's); its words, link and place stay.
 */
export const postAdminBannerPicture = ({ id, file }: { id: number; file: File }) => {
  const body = new FormData();
  body.append('file', file);
  return api.post(`v1/admin/banners/${id}/picture`, { body }).json<ApiResponse<AdminBanner>>();
};

export const useReplaceBannerPicture = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postAdminBannerPicture,
    onSuccess: () => client.invalidateQueries({ queryKey: siteKeys.banners() }),
  });
};
