import { useCallback, useEffect, useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getTestCertificate } from '../api/get-test-certificate';
import { getTestQuestions } from '../api/get-test-questions';
import { postAnswer } from '../api/post-answer';
import { examReducer, initialExamState } from './exam-machine';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs one attempt against the API: questions, answers, the timer's deadline and the result. */
export function useExam(userExamId: number) {
  const [state, dispatch] = useReducer(examReducer, initialExamState);
  const [deadline, setDeadline] = useState<number | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (state.status !== 'loading') return undefined;
    let active = true;
    getTestQuestions(userExamId).then(
      ({ data }) => {
        if (!active) return;
        if (typeof data.remainingSeconds === 'number') {
          setDeadline(Date.now() + data.remainingSeconds * 1000);
        }
        dispatch({ type: 'questionLoaded', question: data });
      },
      (error: unknown) => {
        if (active) dispatch({ type: 'failed', message: messageOf(error), retry: 'question' });
      },
    );
    return () => {
      active = false;
    };
  }, [state.status, userExamId]);

  useEffect(() => {
    if (state.status !== 'finishing') return undefined;
    let active = true;
    getTestCertificate(userExamId).then(
      ({ data }) => {
        if (!active) return;
        dispatch({ type: 'resultLoaded', result: data });
        // Course pages show the exam's new state (and the certificate link) next time.
        void queryClient.invalidateQueries();
      },
      (error: unknown) => {
        if (active) dispatch({ type: 'failed', message: messageOf(error), retry: 'result' });
      },
    );
    return () => {
      active = false;
    };
  }, [state.status, userExamId, queryClient]);

  const select = useCallback((optionId: number) => dispatch({ type: 'select', optionId }), []);

  const submit = async () => {
    if (state.status !== 'answering' || state.selected === null) return;
    const testOptionId = state.selected;
    dispatch({ type: 'submit' });
    try {
      await postAnswer({ userTestId: userExamId, testOptionId });
      dispatch({ type: 'answered' });
    } catch (error) {
      dispatch({ type: 'failed', message: messageOf(error), retry: 'question' });
    }
  };

  const timeUp = useCallback(() => dispatch({ type: 'timeUp' }), []);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);

  return { state, deadline, select, submit, timeUp, retry };
}
