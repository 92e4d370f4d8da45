import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminPage, AdminPageCreateInput } from '@lms/shared/contracts';
import { siteKeys } from './keys';

/** POST /v1/admin/pages: a new page under a free address. */
export const postAdminPage = (payload: AdminPageCreateInput) =>
  api.post('v1/admin/pages', { json: payload }).json<ApiResponse<AdminPage>>();

export const useCreatePage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postAdminPage,
    onSuccess: () => client.invalidateQueries({ queryKey: siteKeys.pages() }),
  });
};
