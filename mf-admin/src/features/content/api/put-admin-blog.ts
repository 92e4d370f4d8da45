import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminBlog, AdminBlogInput } from '@lms/shared/contracts';
import { contentKeys } from './keys';

/** PUT /v1/admin/blogs/{id}: every field of a post. */
export const putAdminBlog = ({ id, payload }: { id: number; payload: AdminBlogInput }) =>
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
