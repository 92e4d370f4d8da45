import { api, type ApiResponse, type ExamQuestion } from '@lms/shared';

/** The next unanswered question of an attempt, or isEnd. */
export const getTestQuestions = (userExamId: number) =>
  api.get(`v1/exams/gettestquestions/${userExamId}`).json<ApiResponse<ExamQuestion>>();
