import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminBlog } from '@lms/shared/contracts';
import { contentKeys } from './keys';

/** POST /v1/admin/blogs/{id}/cover: the cover picture (multipart), checked by the server. */
export const postBlogCover = ({ id, file }: { id: number; file: File }) => {
  const body = new FormData();
  body.append('file', file);
  return api.post(`v1/admin/blogs/${id}/cover`, { body }).json<ApiResponse<AdminBlog>>();
};

export const useUploadBlogCover = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postBlogCover,
    onSuccess: (response) => {
      client.setQueryData(contentKeys.blog(response.data.id), response);
      void client.invalidateQueries({ queryKey: contentKeys.blogs(), exact: true });
    },
  });
};
