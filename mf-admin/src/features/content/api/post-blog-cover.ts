import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminBlog } from '@lms/shared/contracts';
import { contentKeys } from './keys';

/**
 * POST /v1/admin/blogs/{id}/cover: the cover picture (multipart), checked by the server, at the
 * version of the post the page read (409 over a newer one). The post moves to its next version.
 */
export const postBlogCover = ({
  id,
  version,
  file,
}: {
  id: number;
  version: number;
  file: File;
}) => {
  const body = new FormData();
  body.append('file', file);
  return api
    .post(`v1/admin/blogs/${id}/cover`, { body, searchParams: { version } })
    .json<ApiResponse<AdminBlog>>();
};

export const useUploadBlogCover = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postBlogCover,
    // The answer is the post at its new version: the form saves at that one from now on.
    onSuccess: (response) => {
      client.setQueryData(contentKeys.blog(response.data.id), response);
      void client.invalidateQueries({ queryKey: contentKeys.blogs(), exact: true });
    },
    // Refused over a newer version (another editor saved): show the post as it is now.
    onError: (_error, { id }) => client.invalidateQueries({ queryKey: contentKeys.blog(id) }),
  });
};
