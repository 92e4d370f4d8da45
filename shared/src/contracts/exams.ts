import { z } from 'zod';
import { idField, idParamField, textField } from './fields';

/** `POST /v1/exams/joincourseexam/{testId}`: the attempt (userExamId) and the exam's title. */
export interface JoinExamData {
  id: number;
  title: string;
}

/** The next unanswered question of an attempt, never with its correct answer (spec §3). */
export interface ExamQuestion {
  question: string;
  options: { id: number; optionTitle: string }[];
  isEnd: boolean;
  /** 1-based position of this question, and how many there are. */
  index?: number;
  total?: number;
  /** Seconds left of a timed exam; null when untimed. */
  remainingSeconds?: number | null;
}

/** `GET /v1/Exams/gettestcertificate`: scored on the server; filePath only on a pass. */
export interface ExamResult {
  earnedPoints: number;
  requiredPointToPass: number;
  filePath: string | null;
}

/** `GET /v1/certificates/verify/{code}`: what the public verification page shows. */
export interface CertificateVerification {
  code: string;
  holderName: string;
  courseName: string;
  examTitle: string;
  issuedAt: string;
  earnedPoints: number;
  requiredPointToPass: number;
  /** When staff revoked it (issue 30); a revoked certificate is not valid. Null while valid. */
  revokedAt: string | null;
}

/**
 * One of the learner's certificates, as `#/account/certificates` lists them (issue 30): what it
 * is for, the score, the PDF (a signed link for its holder) and the public verification page.
 */
export interface UserCertificate {
  code: string;
  courseId: number;
  courseName: string;
  examTitle: string;
  issuedAt: string;
  earnedPoints: number;
  requiredPointToPass: number;
  pdfUrl: string;
  verifyUrl: string;
  /** When staff revoked it; null while valid. */
  revokedAt: string | null;
}

/** POST /v1/admin/certificates/{code}/revoke (issue 30): why, kept for staff and the audit. */
export const revokeCertificateSchema = z.object({
  reason: textField({ max: 500, multiline: true }).min(1, 'revokeReasonRequired'),
});
export type RevokeCertificateRequest = z.infer<typeof revokeCertificateSchema>;

export const answerQuestionSchema = z.object({
  userTestId: idField(),
  testOptionId: idField(),
});
export type AnswerQuestionPayload = z.infer<typeof answerQuestionSchema>;

export const testIdParam = z.object({ testId: idParamField() });

export const userTestIdQuery = z.object({ userTestId: idParamField() });

/** Verification codes look like IA-7K3M-9QXD-2F4H (certificates are issued by the server). */
export const certificateCodeParam = z.object({
  code: textField({ max: 40, tooLong: 'certificateNotFound' })
    .toUpperCase()
    .regex(/^[A-Z0-9-]{6,40}$/, 'certificateNotFound'),
});
