import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminGallery } from '@lms/shared/contracts';
import { contentKeys } from './keys';

/** DELETE /v1/admin/galleries/{id}/images/{imageId}: one already gone is no error. */
export const deleteGalleryImage = ({ id, imageId }: { id: number; imageId: number }) =>
  api.delete(`v1/admin/galleries/${id}/images/${imageId}`).json<ApiResponse<AdminGallery>>();

export const useDeleteGalleryImage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryImage,
    onSuccess: (response) => {
      client.setQueryData(contentKeys.gallery(response.data.id), response);
      void client.invalidateQueries({ queryKey: contentKeys.galleries(), exact: true });
    },
  });
};
