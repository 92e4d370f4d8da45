import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type AdminExamAttempts, type ApiResponse } from '@lms/shared';
import { examKeys } from './exam-keys';

/** A page of the exam's attempts, newest first. */
export const getExamAttempts = (examId: number, page: number, pageSize: number) =>
  api
    .get(`v1/admin/exams/${examId}/attempts`, { searchParams: { page, pageSize } })
    .json<ApiResponse<AdminExamAttempts>>();

export const examAttemptsQuery = (examId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: examKeys.attempts(examId, page, pageSize),
    queryFn: () => getExamAttempts(examId, page, pageSize),
    placeholderData: keepPreviousData,
  });

export const useExamAttempts = (examId: number, page: number, pageSize: number) =>
  useQuery(examAttemptsQuery(examId, page, pageSize));
