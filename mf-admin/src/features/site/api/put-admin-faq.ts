import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminFaq, AdminFaqInput } from '@lms/shared/contracts';
import { siteKeys } from './keys';

/** PUT /v1/admin/faqs/{id}. */
export const putAdminFaq = ({ id, payload }: { id: number; payload: AdminFaqInput }) =>
  api.put(`v1/admin/faqs/${id}`, { json: payload }).json<ApiResponse<AdminFaq>>();

export const useUpdateFaq = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putAdminFaq,
    onSuccess: () => client.invalidateQueries({ queryKey: siteKeys.faqs() }),
  });
};
