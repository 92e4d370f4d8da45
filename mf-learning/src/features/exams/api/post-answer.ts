import { api, type AnswerQuestionPayload, type ApiResponse } from '@lms/shared';

export const postAnswer = (payload: AnswerQuestionPayload) =>
  api.post('v1/exams/answerquestion', { json: payload }).json<ApiResponse<{ isEnd: boolean }>>();
