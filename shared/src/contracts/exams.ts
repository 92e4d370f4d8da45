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

/**
 * `GET /v1/exams/gettestreview/{id}`: a finished attempt as its learner reviews it,
 * in the attempt's order. Which questions were wrong is always shown; the right option only once
 * the learner has passed the exam or has no attempts left (`answersShown`), never before.
 */
export interface ExamReview {
  earnedPoints: number;
  requiredPointToPass: number;
  passed: boolean;
  answersShown: boolean;
  /** Attempts the learner still has at the exam; null when there is no limit. */
  attemptsLeft: number | null;
  /** When the next attempt may start (ISO); null when now, or when none is left or needed. */
  nextAttemptAt: string | null;
  questions: ExamReviewQuestion[];
}

export interface ExamReviewQuestion {
  question: string;
  points: number;
  options: { id: number; optionTitle: string }[];
  /** The learner's option; null when the time ran out before it was answered. */
  chosenOptionId: number | null;
  isCorrect: boolean;
  /** The right option: only when `answersShown`, else null. */
  correctOptionId: number | null;
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
  /** When staff revoked it; a revoked certificate is not valid. Null while valid. */
  revokedAt: string | null;
  /** The course's duration as the catalogue states it; null when it states none. */
  courseDuration?: string | null;
  /** When the holder completed the course; null when not recorded. */
  completedAt?: string | null;
}

/**
 * One of the learner's certificates, as `#/account/certificates` lists them: what it
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

/** POST /v1/admin/certificates/{code}/revoke: why, kept for staff and the audit. */
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
