import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminGallery } from '@lms/shared/contracts';
import { contentKeys } from './keys';

/** PUT /v1/admin/galleries/{id}/images/order: every image id, in the new order. */
export const putGalleryOrder = ({ id, imageIds }: { id: number; imageIds: number[] }) =>
  api
    .put(`v1/admin/galleries/${id}/images/order`, { json: { imageIds } })
    .json<ApiResponse<AdminGallery>>();

export const useOrderGalleryImages = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putGalleryOrder,
    onSuccess: (response) => client.setQueryData(contentKeys.gallery(response.data.id), response),
    // A refused order (another editor changed the images): show the images as they are.
    onError: (_error, { id }) => client.invalidateQueries({ queryKey: contentKeys.gallery(id) }),
  });
};
