import { api, type ApiResponse, type ExamResult } from '@lms/shared';

/** Scores the attempt on the server; a filePath (the certificate) means passed. */
export const getTestCertificate = (userExamId: number) =>
  api
    .get('v1/Exams/gettestcertificate', { searchParams: { userTestId: userExamId } })
    .json<ApiResponse<ExamResult>>();
