import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminBlog, AdminBlogInput } from '@lms/shared/contracts';
import { contentKeys } from './keys';

/** POST /v1/admin/blogs: a new post (a taken slug answers 409 by the field). */
export const postAdminBlog = (payload: AdminBlogInput) =>
  api.post('v1/admin/blogs', { json: payload }).json<ApiResponse<AdminBlog>>();

export const useCreateBlog = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postAdminBlog,
    onSuccess: (response) => {
      client.setQueryData(contentKeys.blog(response.data.id), response);
      void client.invalidateQueries({ queryKey: contentKeys.blogs(), exact: true });
    },
  });
};
