import { useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminBlog } from '@lms/shared/contracts';
import { contentKeys } from './keys';

/** GET /v1/admin/blogs/{id}: one post with every field. */
export const getAdminBlog = (id: number) =>
  api.get(`v1/admin/blogs/${id}`).json<ApiResponse<AdminBlog>>();

export const useAdminBlog = (id: number) =>
  useQuery({ queryKey: contentKeys.blog(id), queryFn: () => getAdminBlog(id), staleTime: 0 });
