import type { ExamQuestion, ExamResult } from '@lms/shared';

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

export type ExamEvent =
  | { type: 'questionLoaded'; question: ExamQuestion }
  | { type: 'select'; optionId: number }
  | { type: 'submit' }
  | { type: 'answered' }
  | { type: 'timeUp' }
  | { type: 'resultLoaded'; result: ExamResult }
  | { type: 'failed'; message: string; retry: 'question' | 'result' }
  | { type: 'retry' };

export const initialExamState: ExamState = { status: 'loading' };

const isOver = (state: ExamState) =>
  state.status === 'finishing' || state.status === 'passed' || state.status === 'rejected';

export function examReducer(state: ExamState, event: ExamEvent): ExamState {
  switch (event.type) {
    case 'questionLoaded':
      if (state.status !== 'loading') return state;
      return event.question.isEnd
        ? { status: 'finishing', timeUp: false }
        : { status: 'answering', question: event.question, selected: null };
    case 'select':
      if (state.status !== 'answering') return state;
      return state.question.options.some((option) => option.id === event.optionId)
        ? { ...state, selected: event.optionId }
        : state;
    case 'submit':
      if (state.status !== 'answering' || state.selected === null) return state;
      return { status: 'submitting', question: state.question, selected: state.selected };
    case 'answered':
      // The selection is cleared with the question: the next one starts unanswered.
      return state.status === 'submitting' ? { status: 'loading' } : state;
    case 'timeUp':
      return isOver(state) ? state : { status: 'finishing', timeUp: true };
    case 'resultLoaded':
      if (state.status !== 'finishing') return state;
      return event.result.filePath
        ? { status: 'passed', result: event.result }
        : { status: 'rejected', result: event.result };
    case 'failed':
      // A question or answer that fails after time ran out no longer matters.
      if (event.retry === 'question' && isOver(state)) return state;
      return { status: 'error', message: event.message, retry: event.retry };
    case 'retry':
      if (state.status !== 'error') return state;
      return state.retry === 'result'
        ? { status: 'finishing', timeUp: false }
        : { status: 'loading' };
    default:
      return state;
  }
}
