import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { siteKeys } from './keys';

/** DELETE /v1/admin/faqs/{id}. */
export const deleteAdminFaq = (id: number) =>
  api.delete(`v1/admin/faqs/${id}`).json<ApiResponse<null>>();

export const useDeleteFaq = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminFaq,
    onSettled: () => client.invalidateQueries({ queryKey: siteKeys.faqs() }),
  });
};
