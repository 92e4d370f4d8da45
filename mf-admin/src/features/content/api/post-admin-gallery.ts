import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminGallery, AdminGalleryInput } from '@lms/shared/contracts';
import { contentKeys } from './keys';

/** POST /v1/admin/galleries: a new gallery, without images yet. */
export const postAdminGallery = (payload: AdminGalleryInput) =>
  api.post('v1/admin/galleries', { json: payload }).json<ApiResponse<AdminGallery>>();

export const useCreateGallery = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postAdminGallery,
    onSuccess: (response) => {
      client.setQueryData(contentKeys.gallery(response.data.id), response);
      void client.invalidateQueries({ queryKey: contentKeys.galleries(), exact: true });
    },
  });
};
