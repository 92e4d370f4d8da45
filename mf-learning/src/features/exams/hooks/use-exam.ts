import { useCallback, useRef, useState } from 'react';
import { useFinishExam } from '../api/get-test-certificate';
import { useExamAttempt } from '../api/get-test-questions';
import { useAnswerQuestion } from '../api/post-answer';
import { examState, optionToSend } from './exam-machine';

/**
 * One attempt: its query (the question, then the result), the answer and finish mutations, and
 * what only the page knows (the chosen option, time up), folded into the state the page shows.
 */
export function useExam(userExamId: number) {
  const attempt = useExamAttempt(userExamId);
  const answer = useAnswerQuestion(userExamId);
  const finish = useFinishExam(userExamId);
  const [selected, setSelected] = useState<number | null>(null);
  const [timeUp, setTimeUp] = useState(false);

  const state = examState({
    attempt: attempt.data,
    fetching: attempt.isFetching,
    attemptError: attempt.error ?? undefined,
    sending: answer.isPending ? answer.variables : undefined,
    answerError: answer.error ?? undefined,
    finishing: finish.isPending,
    result: finish.data?.data,
    finishError: finish.error ?? undefined,
    selected,
    timeUp,
  });

  // The timer counts to the moment the server gave with the question (its remaining seconds).
  const remaining = attempt.data?.question?.remainingSeconds;
  const deadline = typeof remaining === 'number' ? attempt.dataUpdatedAt + remaining * 1000 : null;

  // The last answer and the end of time can both end the attempt: its result is asked once.
  const ended = useRef(false);
  const { mutate: mutateFinish } = finish;
  const end = useCallback(() => {
    if (ended.current) return;
    ended.current = true;
    mutateFinish(undefined, {
      onError: () => {
        ended.current = false;
      },
    });
  }, [mutateFinish]);

  const select = useCallback((optionId: number) => setSelected(optionId), []);

  // A second press can land before the mutation's state has reached the page: one answer leaves.
  const sending = useRef(false);
  const submit = () => {
    const optionId = optionToSend(state);
    if (optionId === null || sending.current) return;
    sending.current = true;
    answer.mutate(optionId, {
      onSuccess: ({ data }) => {
        // The selection goes with its question; the next one starts unanswered.
        setSelected(null);
        if (data.isEnd) end();
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const onTimeUp = useCallback(() => {
    setTimeUp(true);
    end();
  }, [end]);

  const retry = () => {
    if (state.status !== 'error') return;
    if (state.retry === 'result') {
      setTimeUp(false);
      end();
      return;
    }
    // Ask where the attempt stands: a refused answer may still have been taken.
    answer.reset();
    setSelected(null);
    void attempt.refetch();
  };

  return { state, deadline, select, submit, timeUp: onTimeUp, retry };
}
