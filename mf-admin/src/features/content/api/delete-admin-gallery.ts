import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { contentKeys } from './keys';

/** DELETE /v1/admin/galleries/{id}: with its images; one already gone answers as deleted. */
export const deleteAdminGallery = (id: number) =>
  api.delete(`v1/admin/galleries/${id}`).json<ApiResponse<null>>();

export const useDeleteGallery = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminGallery,
    onSuccess: (_response, id) => {
      client.removeQueries({ queryKey: contentKeys.gallery(id) });
      void client.invalidateQueries({ queryKey: contentKeys.galleries(), exact: true });
    },
  });
};
