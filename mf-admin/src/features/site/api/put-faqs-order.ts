import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminFaq } from '@lms/shared/contracts';
import { siteKeys } from './keys';

/** PUT /v1/admin/faqs-order: every question's id once, first to last. */
export const putFaqsOrder = (ids: number[]) =>
  api.put('v1/admin/faqs-order', { json: { ids } }).json<ApiResponse<AdminFaq[]>>();

export const useReorderFaqs = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putFaqsOrder,
    onSuccess: (response) => client.setQueryData(siteKeys.faqs(), response),
    // Refused (someone changed the list meanwhile): show the list as it is now.
    onError: () => client.invalidateQueries({ queryKey: siteKeys.faqs() }),
  });
};
