import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminBanner } from '@lms/shared/contracts';
import { siteKeys } from './keys';

/** POST /v1/admin/banners: a new banner from a picture (multipart), last, without words. */
export const postAdminBanner = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api.post('v1/admin/banners', { body }).json<ApiResponse<AdminBanner>>();
};

export const useCreateBanner = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postAdminBanner,
    onSuccess: () => client.invalidateQueries({ queryKey: siteKeys.banners() }),
  });
};
