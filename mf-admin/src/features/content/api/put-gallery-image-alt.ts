import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminGallery } from '@lms/shared/contracts';
import { contentKeys } from './keys';

/** PUT /v1/admin/galleries/{id}/images/{imageId}: the picture's text alternative, tr and en. */
export const putGalleryImageAlt = ({
  id,
  imageId,
  alt,
  en,
}: {
  id: number;
  imageId: number;
  alt: string;
  en: { alt: string };
}) =>
  api
    .put(`v1/admin/galleries/${id}/images/${imageId}`, { json: { alt, en } })
    .json<ApiResponse<AdminGallery>>();

export const useSetGalleryImageAlt = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putGalleryImageAlt,
    onSuccess: (response) => client.setQueryData(contentKeys.gallery(response.data.id), response),
  });
};
