import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminGallery } from '@lms/shared/contracts';
import { contentKeys } from './keys';

/** POST /v1/admin/galleries/{id}/images: one picture (multipart), added at the end. */
export const postGalleryImage = ({ id, file }: { id: number; file: File }) => {
  const body = new FormData();
  body.append('file', file);
  return api.post(`v1/admin/galleries/${id}/images`, { body }).json<ApiResponse<AdminGallery>>();
};

export const useAddGalleryImage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postGalleryImage,
    onSuccess: (response) => {
      client.setQueryData(contentKeys.gallery(response.data.id), response);
      void client.invalidateQueries({ queryKey: contentKeys.galleries(), exact: true });
    },
  });
};
