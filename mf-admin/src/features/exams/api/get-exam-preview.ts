import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type AdminExamPreview, type ApiResponse } from '@lms/shared';
import { examKeys } from './exam-keys';

/** The exam as a learner is asked it, without the correct options. */
export const getExamPreview = (examId: number) =>
  api.get(`v1/admin/exams/${examId}/preview`).json<ApiResponse<AdminExamPreview>>();

export const examPreviewQuery = (examId: number) =>
  queryOptions({ queryKey: examKeys.preview(examId), queryFn: () => getExamPreview(examId) });

export const useExamPreview = (examId: number) => useQuery(examPreviewQuery(examId));
