import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type BlogPost } from '@lms/shared';
import { contentKeys } from '../../../lib/query-keys';

// The trailing slash is the spec's path (§7).
export const getBlogList = () => api.get('v1/blogs/getlist/').json<ApiResponse<BlogPost[]>>();

export const blogListQuery = () =>
  queryOptions({ queryKey: contentKeys.blogList(), queryFn: getBlogList });

export const useBlogList = () => useQuery(blogListQuery());
