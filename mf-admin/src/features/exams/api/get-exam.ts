import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type AdminExam, type ApiResponse } from '@lms/shared';
import { examKeys } from './exam-keys';

/** An exam with its questions, options and correct answers, its versions and its lock. */
export const getExam = (examId: number) =>
  api.get(`v1/admin/exams/${examId}`).json<ApiResponse<AdminExam>>();

export const examQuery = (examId: number) =>
  queryOptions({ queryKey: examKeys.exam(examId), queryFn: () => getExam(examId) });

export const useExam = (examId: number) => useQuery(examQuery(examId));
