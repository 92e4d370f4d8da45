import { useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminBlog } from '@lms/shared/contracts';
import { contentKeys } from './keys';

/** GET /v1/admin/blogs: every post, drafts too, newest publish date first. */
export const getAdminBlogs = () => api.get('v1/admin/blogs').json<ApiResponse<AdminBlog[]>>();

export const useAdminBlogs = () =>
  useQuery({ queryKey: contentKeys.blogs(), queryFn: getAdminBlogs, staleTime: 0 });
