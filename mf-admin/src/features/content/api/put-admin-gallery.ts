import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminGallery, AdminGalleryUpdate } from '@lms/shared/contracts';
import { contentKeys } from './keys';

/** PUT /v1/admin/galleries/{id}: the gallery's texts and state, and the version read. */
export const putAdminGallery = ({ id, payload }: { id: number; payload: AdminGalleryUpdate }) =>
  api.put(`v1/admin/galleries/${id}`, { json: payload }).json<ApiResponse<AdminGallery>>();

export const useUpdateGallery = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putAdminGallery,
    onSuccess: (response) => {
      client.setQueryData(contentKeys.gallery(response.data.id), response);
      void client.invalidateQueries({ queryKey: contentKeys.galleries(), exact: true });
    },
  });
};
