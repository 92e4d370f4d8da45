import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type InfoPage } from '@lms/shared';
import { contentKeys } from '../../../lib/query-keys';

export const getPageDetails = (id: string) =>
  api.get(`v1/Pages/getpagedetails/${encodeURIComponent(id)}`).json<ApiResponse<InfoPage>>();

export const pageDetailsQuery = (id: string) =>
  queryOptions({ queryKey: contentKeys.infoPage(id), queryFn: () => getPageDetails(id) });

export const usePageDetails = (id: string) => useQuery(pageDetailsQuery(id));
