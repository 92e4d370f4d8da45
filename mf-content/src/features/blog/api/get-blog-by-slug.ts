import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type BlogPost } from '@lms/shared';
import { contentKeys } from '../../../lib/query-keys';

/** One post; the server counts the view. */
export const getBlogBySlug = (slug: string) =>
  api.get(`v1/blogs/getbynameslug/${encodeURIComponent(slug)}`).json<ApiResponse<BlogPost>>();

export const blogDetailQuery = (slug: string) =>
  queryOptions({
    queryKey: contentKeys.blogDetail(slug),
    queryFn: () => getBlogBySlug(slug),
    // Each fetch counts a view, so a post is not fetched again while it is on screen.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useBlogBySlug = (slug: string) => useQuery(blogDetailQuery(slug));
