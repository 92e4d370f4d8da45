import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminFaq } from '@lms/shared/contracts';
import { siteKeys } from './keys';

/** GET /v1/admin/faqs: every question, in the order the FAQ page shows them. */
export const getAdminFaqs = () => api.get('v1/admin/faqs').json<ApiResponse<AdminFaq[]>>();

export const useAdminFaqs = () =>
  useQuery(queryOptions({ queryKey: siteKeys.faqs(), queryFn: getAdminFaqs, staleTime: 0 }));
