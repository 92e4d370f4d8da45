import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { contentKeys } from './keys';

/** DELETE /v1/admin/blogs/{id}: one already gone answers as deleted (a double click). */
export const deleteAdminBlog = (id: number) =>
  api.delete(`v1/admin/blogs/${id}`).json<ApiResponse<null>>();

export const useDeleteBlog = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminBlog,
    onSuccess: (_response, id) => {
      client.removeQueries({ queryKey: contentKeys.blog(id) });
      void client.invalidateQueries({ queryKey: contentKeys.blogs(), exact: true });
    },
  });
};
