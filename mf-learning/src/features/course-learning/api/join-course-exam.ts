import { useMutation } from '@tanstack/react-query';
import { api, type ApiResponse, type JoinExamData } from '@lms/shared';

/** Starts (or returns the open) attempt of an exam: its id is the exam page's userExamId. */
export const postJoinCourseExam = (testId: number) =>
  // No payload; an empty object keeps the JSON content type honest.
  api.post(`v1/exams/joincourseexam/${testId}`, { json: {} }).json<ApiResponse<JoinExamData>>();

export const useJoinCourseExam = () => useMutation({ mutationFn: postJoinCourseExam });
