import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminBlog, AdminBlogUpdate } from '@lms/shared/contracts';
import { contentKeys } from './keys';

/** PUT /v1/admin/blogs/{id}: every field of a post, and the version read (409 over a newer one). */
export const putAdminBlog = ({ id, payload }: { id: number; payload: AdminBlogUpdate }) =>
  api.put(`v1/admin/blogs/${id}`, { json: payload }).json<ApiResponse<AdminBlog>>();

export const useUpdateBlog = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putAdminBlog,
    onSuccess: (response) => {
      client.setQueryData(contentKeys.blog(response.data.id), response);
      void client.invalidateQueries({ queryKey: contentKeys.blogs(), exact: true });
    },
  });
};
