import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminBanner } from '@lms/shared/contracts';
import { siteKeys } from './keys';

/** PUT /v1/admin/banners-order: every banner's id once, first to last. */
export const putBannersOrder = (ids: number[]) =>
  api.put('v1/admin/banners-order', { json: { ids } }).json<ApiResponse<AdminBanner[]>>();

export const useReorderBanners = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putBannersOrder,
    onSuccess: (response) => client.setQueryData(siteKeys.banners(), response),
    onError: () => client.invalidateQueries({ queryKey: siteKeys.banners() }),
  });
};
