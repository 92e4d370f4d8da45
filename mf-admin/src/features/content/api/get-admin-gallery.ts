import { useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminGallery } from '@lms/shared/contracts';
import { contentKeys } from './keys';

/** GET /v1/admin/galleries/{id}: a gallery with its images in order. */
export const getAdminGallery = (id: number) =>
  api.get(`v1/admin/galleries/${id}`).json<ApiResponse<AdminGallery>>();

export const useAdminGallery = (id: number) =>
  useQuery({
    queryKey: contentKeys.gallery(id),
    queryFn: () => getAdminGallery(id),
    staleTime: 0,
  });
