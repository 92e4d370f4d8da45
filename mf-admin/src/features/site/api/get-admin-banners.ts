import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminBanner } from '@lms/shared/contracts';
import { siteKeys } from './keys';

/** GET /v1/admin/banners: the home page's banners, in the order they are shown. */
export const getAdminBanners = () => api.get('v1/admin/banners').json<ApiResponse<AdminBanner[]>>();

export const useAdminBanners = () =>
  useQuery(queryOptions({ queryKey: siteKeys.banners(), queryFn: getAdminBanners, staleTime: 0 }));
