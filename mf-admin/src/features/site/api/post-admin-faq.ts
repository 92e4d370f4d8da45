import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminFaq, AdminFaqInput } from '@lms/shared/contracts';
import { siteKeys } from './keys';

/** POST /v1/admin/faqs: a new question, last in the list. */
export const postAdminFaq = (payload: AdminFaqInput) =>
  api.post('v1/admin/faqs', { json: payload }).json<ApiResponse<AdminFaq>>();

export const useCreateFaq = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postAdminFaq,
    onSuccess: () => client.invalidateQueries({ queryKey: siteKeys.faqs() }),
  });
};
