import type { ExamQuestion } from '@lms/shared';
import { examReducer, initialExamState, type ExamEvent, type ExamState } from './exam-machine';

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

const run = (events: ExamEvent[], from: ExamState = initialExamState) =>
  events.reduce(examReducer, from);

describe('exam state machine', () => {
  it('answers a question: choose, submit, clear the selection, load the next', () => {
    let state = run([{ type: 'questionLoaded', question: question() }]);
    expect(state).toEqual({ status: 'answering', question: question(), selected: null });

    // Next stays disabled: submitting without a choice does nothing.
    expect(examReducer(state, { type: 'submit' })).toBe(state);

    state = run(
      [
        { type: 'select', optionId: 12 },
        { type: 'select', optionId: 11 },
      ],
      state,
    );
    expect(state).toMatchObject({ status: 'answering', selected: 11 });
    state = examReducer(state, { type: 'submit' });
    expect(state).toMatchObject({ status: 'submitting', selected: 11 });
    // A second click while sending changes nothing.
    expect(examReducer(state, { type: 'select', optionId: 12 })).toBe(state);

    state = examReducer(state, { type: 'answered' });
    expect(state).toEqual({ status: 'loading' });
    state = examReducer(state, { type: 'questionLoaded', question: question({ index: 2 }) });
    expect(state).toMatchObject({ status: 'answering', selected: null, question: { index: 2 } });
  });

  it('ignores an option that is not one of the question’s', () => {
    const state = run([{ type: 'questionLoaded', question: question() }]);
    expect(examReducer(state, { type: 'select', optionId: 99 })).toBe(state);
  });

  it('fetches the result at isEnd: a certificate means passed, none means rejected', () => {
    const finishing = run([{ type: 'questionLoaded', question: question({ isEnd: true }) }]);
    expect(finishing).toEqual({ status: 'finishing', timeUp: false });
    const result = { earnedPoints: 80, requiredPointToPass: 60 };
    expect(
      examReducer(finishing, {
        type: 'resultLoaded',
        result: { ...result, filePath: 'http://api/c.pdf' },
      }),
    ).toMatchObject({ status: 'passed' });
    expect(
      examReducer(finishing, {
        type: 'resultLoaded',
        result: { earnedPoints: 20, requiredPointToPass: 60, filePath: null },
      }),
    ).toMatchObject({ status: 'rejected' });
  });

  it('submits when time is up, whatever the question was doing', () => {
    for (const from of [
      initialExamState,
      run([{ type: 'questionLoaded', question: question() }]),
      run([
        { type: 'questionLoaded', question: question() },
        { type: 'select', optionId: 11 },
        { type: 'submit' },
      ]),
    ]) {
      const state = examReducer(from, { type: 'timeUp' });
      expect(state).toEqual({ status: 'finishing', timeUp: true });
      // The late question or a refused answer no longer matters.
      expect(examReducer(state, { type: 'questionLoaded', question: question() })).toBe(state);
      expect(
        examReducer(state, { type: 'failed', message: 'Sınav süresi doldu', retry: 'question' }),
      ).toBe(state);
    }
    const done = run([
      { type: 'timeUp' },
      {
        type: 'resultLoaded',
        result: { earnedPoints: 0, requiredPointToPass: 60, filePath: null },
      },
    ]);
    expect(examReducer(done, { type: 'timeUp' })).toBe(done);
  });

  it('shows a failure and retries the step that failed', () => {
    const failed = run([{ type: 'failed', message: 'Sunucu hatası', retry: 'question' }]);
    expect(failed).toEqual({ status: 'error', message: 'Sunucu hatası', retry: 'question' });
    expect(examReducer(failed, { type: 'retry' })).toEqual({ status: 'loading' });
    const resultFailed = run([
      { type: 'questionLoaded', question: question({ isEnd: true }) },
      { type: 'failed', message: 'Sunucu hatası', retry: 'result' },
    ]);
    expect(examReducer(resultFailed, { type: 'retry' })).toEqual({
      status: 'finishing',
      timeUp: false,
    });
  });
});
