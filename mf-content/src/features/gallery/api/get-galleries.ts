import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type Gallery } from '@lms/shared';
import { contentKeys } from '../../../lib/query-keys';

export const getGalleries = () =>
  api.get('v1/galleries/gallery/getall').json<ApiResponse<Gallery[]>>();

// Gallery queries never refetch when the window regains focus (spec §7).
export const galleriesQuery = () =>
  queryOptions({
    queryKey: contentKeys.galleryList(),
    queryFn: getGalleries,
    refetchOnWindowFocus: false,
  });

export const useGalleries = () => useQuery(galleriesQuery());
