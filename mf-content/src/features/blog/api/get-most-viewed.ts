import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type BlogPost } from '@lms/shared';
import { contentKeys } from '../../../lib/query-keys';

export const getMostViewed = () =>
  api.get('v1/blogs/getmostviewed').json<ApiResponse<BlogPost[]>>();

export const mostViewedQuery = () =>
  queryOptions({ queryKey: contentKeys.blogMostViewed(), queryFn: getMostViewed });

export const useMostViewed = () => useQuery(mostViewedQuery());
