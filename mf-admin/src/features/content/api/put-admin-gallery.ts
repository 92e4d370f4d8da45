import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminGallery, AdminGalleryInput } from '@lms/shared/contracts';
import { contentKeys } from './keys';

/** PUT /v1/admin/galleries/{id}: the gallery's title and texts. */
export const putAdminGallery = ({ id, payload }: { id: number; payload: AdminGalleryInput }) =>
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
