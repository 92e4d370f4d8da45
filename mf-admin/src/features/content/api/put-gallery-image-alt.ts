import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminGallery } from '@lms/shared/contracts';
import { contentKeys } from './keys';

/** PUT /v1/admin/galleries/{id}/images/{imageId}: the picture's text alternative. */
export const putGalleryImageAlt = ({
  id,
  imageId,
  alt,
}: {
  id: number;
  imageId: number;
  alt: string;
}) =>
  api
    .put(`v1/admin/galleries/${id}/images/${imageId}`, { json: { alt } })
    .json<ApiResponse<AdminGallery>>();

export const useSetGalleryImageAlt = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putGalleryImageAlt,
    onSuccess: (response) => client.setQueryData(contentKeys.gallery(response.data.id), response),
  });
};
