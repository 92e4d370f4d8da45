import type { ExamQuestion, ExamResult } from '@lms/shared';
import type { ExamAttempt } from '../api/get-test-questions';

/**
 * Spec §4 "Exam taking": choose an option (next disabled until chosen), the answer is submitted,
 * the selection cleared and the next question fetched; at isEnd (or when time is up) the result
 * is fetched: with a filePath it is a pass, otherwise rejected.
 */
export type ExamState =
  | { status: 'loading' }
  | { status: 'answering'; question: ExamQuestion; selected: number | null }
  | { status: 'submitting'; question: ExamQuestion; selected: number }
  | { status: 'finishing'; timeUp: boolean }
  | { status: 'passed'; result: ExamResult }
  | { status: 'rejected'; result: ExamResult }
  | { status: 'error'; message: string; retry: 'question' | 'result' };

/**
 * What the page knows at one moment. The server's side is TanStack Query's: the attempt query
 * and the answer and finish mutations. Only the chosen option and "time is up" are the page's.
 */
export interface ExamFacts {
  /** The attempt query's data: the question to answer, or the result of an ended attempt. */
  attempt?: ExamAttempt;
  /** The attempt query is asking the server (the first question, the next one, a retry). */
  fetching: boolean;
  /** Why the attempt could not be read. */
  attemptError?: unknown;
  /** The option whose answer is on its way. */
  sending?: number;
  /** Why the last answer was refused. */
  answerError?: unknown;
  /** The result is being fetched (finish mutation). */
  finishing: boolean;
  /** The finish mutation's result. */
  result?: ExamResult;
  /** Why the result could not be fetched. */
  finishError?: unknown;
  /** The option the user chose for the current question. */
  selected: number | null;
  timeUp: boolean;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The one state the page shows, decided from the facts in the order the spec gives them. */
export function examState(facts: ExamFacts): ExamState {
  const result = facts.result ?? facts.attempt?.result;
  if (result) {
    return result.filePath ? { status: 'passed', result } : { status: 'rejected', result };
  }
  if (facts.finishError !== undefined) {
    return { status: 'error', message: messageOf(facts.finishError), retry: 'result' };
  }
  // Once the attempt is ending, a late question or a refused answer no longer matters.
  if (facts.finishing || facts.timeUp) return { status: 'finishing', timeUp: facts.timeUp };
  if (facts.fetching) return { status: 'loading' };
  const questionError = facts.answerError ?? facts.attemptError;
  if (questionError !== undefined) {
    return { status: 'error', message: messageOf(questionError), retry: 'question' };
  }
  const question = facts.attempt?.question;
  if (!question) return { status: 'loading' };
  if (facts.sending !== undefined) {
    return { status: 'submitting', question, selected: facts.sending };
  }
  // Only one of this question's options counts: a choice made for another one is cleared.
  const selected = question.options.some((option) => option.id === facts.selected)
    ? facts.selected
    : null;
  return { status: 'answering', question, selected };
}

/** What "next" sends: the chosen option of the question on screen, once; otherwise nothing. */
export const optionToSend = (state: ExamState): number | null =>
  state.status === 'answering' ? state.selected : null;
