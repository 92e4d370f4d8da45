import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type Gallery } from '@lms/shared';
import { contentKeys } from '../../../lib/query-keys';

// Capital G as in the spec's table (§7).
export const getGallery = (id: string) =>
  api.get(`v1/Galleries/gallery/getbyid/${encodeURIComponent(id)}`).json<ApiResponse<Gallery>>();

// Gallery queries never refetch when the window regains focus (spec §7).
export const galleryQuery = (id: string) =>
  queryOptions({
    queryKey: contentKeys.galleryDetail(id),
    queryFn: () => getGallery(id),
    refetchOnWindowFocus: false,
  });

export const useGallery = (id: string) => useQuery(galleryQuery(id));
