import type { ExamQuestion } from '@lms/shared';
import { examState, optionToSend, type ExamFacts } from './exam-machine';

const question = (overrides: Partial<ExamQuestion> = {}): ExamQuestion => ({
  question: 'Malın menşeini gösteren belge hangisidir?',
  options: [
    { id: 11, optionTitle: 'Menşe şahadetnamesi' },
    { id: 12, optionTitle: 'Çeki listesi' },
  ],
  isEnd: false,
  index: 1,
  total: 5,
  ...overrides,
});

/** Nothing asked yet: the attempt query's first fetch is on its way. */
const initial: ExamFacts = { fetching: true, finishing: false, selected: null, timeUp: false };

const facts = (overrides: Partial<ExamFacts> = {}): ExamFacts => ({
  ...initial,
  fetching: false,
  ...overrides,
});

/** The attempt query holds this question. */
const asked = (overrides: Partial<ExamFacts> = {}, shown: ExamQuestion = question()) =>
  facts({ attempt: { question: shown }, ...overrides });

describe('exam state machine', () => {
  it('answers a question: choose, submit, clear the selection, load the next', () => {
    let state = examState(asked());
    expect(state).toEqual({ status: 'answering', question: question(), selected: null });

    // Next stays disabled: submitting without a choice does nothing.
    expect(optionToSend(state)).toBeNull();

    state = examState(asked({ selected: 11 }));
    expect(state).toMatchObject({ status: 'answering', selected: 11 });
    expect(optionToSend(state)).toBe(11);
    state = examState(asked({ selected: 11, sending: 11 }));
    expect(state).toMatchObject({ status: 'submitting', selected: 11 });
    // A second click while sending changes nothing.
    expect(examState(asked({ selected: 12, sending: 11 }))).toEqual(state);
    expect(optionToSend(state)).toBeNull();

    // Answered: the selection is cleared and the attempt query asks for the next question.
    state = examState(asked({ fetching: true }));
    expect(state).toEqual({ status: 'loading' });
    state = examState(asked({}, question({ index: 2 })));
    expect(state).toMatchObject({ status: 'answering', selected: null, question: { index: 2 } });
  });

  it('ignores an option that is not one of the question’s', () => {
    const state = examState(asked());
    expect(examState(asked({ selected: 99 }))).toEqual(state);
  });

  it('fetches the result at isEnd: a certificate means passed, none means rejected', () => {
    // The last answer said isEnd: the result is on its way.
    const finishing = examState(asked({ finishing: true }));
    expect(finishing).toEqual({ status: 'finishing', timeUp: false });
    const result = { earnedPoints: 80, requiredPointToPass: 60 };
    expect(examState(asked({ result: { ...result, filePath: 'http://api/c.pdf' } }))).toMatchObject(
      { status: 'passed' },
    );
    expect(
      examState(asked({ result: { earnedPoints: 20, requiredPointToPass: 60, filePath: null } })),
    ).toMatchObject({ status: 'rejected' });
    // An attempt that had already ended when the page opened: the query holds its result.
    expect(
      examState(
        facts({
          attempt: { result: { earnedPoints: 20, requiredPointToPass: 60, filePath: null } },
        }),
      ),
    ).toMatchObject({ status: 'rejected' });
  });

  it('submits when time is up, whatever the question was doing', () => {
    for (const from of [initial, asked(), asked({ selected: 11, sending: 11 })]) {
      const state = examState({ ...from, timeUp: true, finishing: true });
      expect(state).toEqual({ status: 'finishing', timeUp: true });
      // The late question or a refused answer no longer matters.
      expect(
        examState({ ...from, timeUp: true, finishing: true, attempt: { question: question() } }),
      ).toEqual(state);
      expect(
        examState({
          ...from,
          timeUp: true,
          finishing: true,
          answerError: new Error('Sınav süresi doldu'),
        }),
      ).toEqual(state);
    }
    const done = examState(
      facts({
        timeUp: true,
        result: { earnedPoints: 0, requiredPointToPass: 60, filePath: null },
      }),
    );
    expect(done).toMatchObject({ status: 'rejected' });
    expect(
      examState(
        facts({
          timeUp: true,
          finishing: true,
          result: { earnedPoints: 0, requiredPointToPass: 60, filePath: null },
        }),
      ),
    ).toEqual(done);
  });

  it('shows a failure and retries the step that failed', () => {
    const failed = examState(facts({ attemptError: new Error('Sunucu hatası') }));
    expect(failed).toEqual({ status: 'error', message: 'Sunucu hatası', retry: 'question' });
    // Retry: the attempt query asks again.
    expect(examState(facts({ attemptError: new Error('Sunucu hatası'), fetching: true }))).toEqual({
      status: 'loading',
    });
    expect(examState(asked({ answerError: new Error('Sunucu hatası') }))).toEqual(failed);
    const resultFailed = examState(asked({ finishError: new Error('Sunucu hatası') }));
    expect(resultFailed).toEqual({ status: 'error', message: 'Sunucu hatası', retry: 'result' });
    // Retry: the finish mutation runs again.
    expect(examState(asked({ finishing: true }))).toEqual({
      status: 'finishing',
      timeUp: false,
    });
  });
});
