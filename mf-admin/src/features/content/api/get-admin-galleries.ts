import { useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminGallery } from '@lms/shared/contracts';
import { contentKeys } from './keys';

export type AdminGalleryListItem = AdminGallery & { imageCount: number };

/** GET /v1/admin/galleries: every gallery in display order, with its number of images. */
export const getAdminGalleries = () =>
  api.get('v1/admin/galleries').json<ApiResponse<AdminGalleryListItem[]>>();

export const useAdminGalleries = () =>
  useQuery({ queryKey: contentKeys.galleries(), queryFn: getAdminGalleries, staleTime: 0 });
