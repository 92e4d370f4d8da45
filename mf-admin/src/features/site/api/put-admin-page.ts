import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminPage, AdminPageInput } from '@lms/shared/contracts';
import { siteKeys } from './keys';

/** PUT /v1/admin/pages/{id}. */
export const putAdminPage = ({ id, payload }: { id: string; payload: AdminPageInput }) =>
  api
    .put(`v1/admin/pages/${encodeURIComponent(id)}`, { json: payload })
    .json<ApiResponse<AdminPage>>();

export const useUpdatePage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putAdminPage,
    onSuccess: () => client.invalidateQueries({ queryKey: siteKeys.pages() }),
  });
};
