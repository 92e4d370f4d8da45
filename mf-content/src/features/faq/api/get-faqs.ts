import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type Faq } from '@lms/shared';
import { contentKeys } from '../../../lib/query-keys';

export const getFaqs = () => api.get('v1/faqs/getall').json<ApiResponse<Faq[]>>();

export const faqsQuery = () => queryOptions({ queryKey: contentKeys.faqs(), queryFn: getFaqs });

export const useFaqs = () => useQuery(faqsQuery());
