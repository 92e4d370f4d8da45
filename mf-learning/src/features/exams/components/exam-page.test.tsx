import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PlatformProviders, courseDetailsQuery, type ExamQuestion } from '@lms/shared';
import {
  buildCourse,
  createTestQueryClient,
  renderWithProviders,
  setupTestApi,
  type RecordedRequest,
  type Reply,
} from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { examAttemptQuery } from '../api/get-test-questions';
import { ExamPage } from './exam-page';
import { ExamTimer } from './exam-timer';

let handler: (request: RecordedRequest) => Reply;
const server = setupTestApi((request) => handler(request), {
  namespaces: { learning: { tr, en } },
});

const QUESTIONS: ExamQuestion[] = [
  {
    question: 'Malın hangi ülkede üretildiğini gösteren belge hangisidir?',
    options: [
      { id: 11, optionTitle: 'Menşe şahadetnamesi' },
      { id: 12, optionTitle: 'Çeki listesi' },
    ],
    isEnd: false,
    index: 1,
    total: 2,
    remainingSeconds: null,
  },
  {
    question: 'GTİP neyi ifade eder?',
    options: [
      { id: 21, optionTitle: 'Gümrük Tarife İstatistik Pozisyonu' },
      { id: 22, optionTitle: 'Genel Ticaret İşlem Protokolü' },
    ],
    isEnd: false,
    index: 2,
    total: 2,
    remainingSeconds: null,
  },
];

const REVIEW = {
  earnedPoints: 50,
  requiredPointToPass: 60,
  passed: false,
  answersShown: false,
  attemptsLeft: 2,
  nextAttemptAt: '2026-11-28T09:00:00.000Z',
  questions: [
    {
      question: QUESTIONS[0]!.question,
      points: 50,
      options: QUESTIONS[0]!.options,
      chosenOptionId: 11,
      isCorrect: true,
      correctOptionId: null,
    },
    {
      question: QUESTIONS[1]!.question,
      points: 50,
      options: QUESTIONS[1]!.options,
      chosenOptionId: 22,
      isCorrect: false,
      correctOptionId: null,
    },
  ],
};

/** A small exam server: answers move to the next question; the result is fixed per test. */
const examServer = (result: object, questions = QUESTIONS, review: object = REVIEW) => {
  let answered = 0;
  return (request: RecordedRequest): Reply => {
    if (request.path === '/v1/exams/gettestquestions/55') {
      const next = questions[answered];
      return {
        body: {
          success: true,
          data: next ?? { question: '', options: [], isEnd: true, remainingSeconds: null },
        },
      };
    }
    if (request.path === '/v1/exams/answerquestion') {
      answered += 1;
      return { body: { success: true, data: { isEnd: answered === questions.length } } };
    }
    if (request.path === '/v1/Exams/gettestcertificate?userTestId=55') {
      return { body: { success: true, data: result } };
    }
    if (request.path === '/v1/exams/gettestreview/55') {
      return { body: { success: true, data: review } };
    }
    return { status: 404, body: { success: false, message: 'yok' } };
  };
};

const renderExam = (
  client = createTestQueryClient(),
  route = `/user/exam/55?title=${encodeURIComponent('Dış Ticarete Giriş Sınavı')}`,
) =>
  renderWithProviders(
    <Routes>
      <Route path="/user/exam/:userExamId" element={<ExamPage />} />
    </Routes>,
    { route, client },
  );

/** A reply that comes when the test says so. */
const held = () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release: () => release(),
    after: (reply: () => Reply) => gate.then(reply) as unknown as Reply,
  };
};

const questionFetches = () =>
  server.requests.filter((request) => request.path === '/v1/exams/gettestquestions/55').length;

describe('Exam page', () => {
  it('asks one question at a time and shows a pass with the certificate link', async () => {
    handler = examServer({
      earnedPoints: 80,
      requiredPointToPass: 60,
      filePath: 'http://api.test/v1/certificates/download/IA-1?s=x',
    });
    renderExam();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Dış Ticarete Giriş Sınavı' }),
    ).toBeInTheDocument();

    const group = await screen.findByRole('radiogroup', {
      name: 'Malın hangi ülkede üretildiğini gösteren belge hangisidir?',
    });
    expect(screen.getByText('Soru 1 / 2')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Sonraki Soru' });
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Menşe şahadetnamesi' }));
    expect(next).toBeEnabled();
    await userEvent.click(next);

    await screen.findByRole('radiogroup', { name: 'GTİP neyi ifade eder?' });
    expect(group).not.toBeInTheDocument();
    // The selection was cleared with the question.
    expect(
      screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked),
    ).toBe(true);
    const finish = screen.getByRole('button', { name: 'Sınavı Bitir' });
    expect(finish).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Genel Ticaret İşlem Protokolü' }));
    await userEvent.click(finish);

    expect(
      await screen.findByRole('heading', { name: 'Tebrikler, sınavı başarıyla tamamladınız!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Puanınız').nextSibling).toHaveTextContent('80');
    expect(screen.getByText('Geçme notu').nextSibling).toHaveTextContent('60');
    expect(screen.getByRole('link', { name: 'Sertifikayı İndir' })).toHaveAttribute(
      'href',
      'http://api.test/v1/certificates/download/IA-1?s=x',
    );
    const answers = server.requests
      .filter((request) => request.path === '/v1/exams/answerquestion')
      .map((request) => request.body);
    expect(answers).toEqual([
      { userTestId: 55, testOptionId: 11 },
      { userTestId: 55, testOptionId: 22 },
    ]);
  });

  it('shows "rejected" when the result has no certificate', async () => {
    handler = examServer({ earnedPoints: 20, requiredPointToPass: 60, filePath: null }, []);
    renderExam();
    expect(
      await screen.findByRole('heading', { name: 'Maalesef sınavı geçemediniz.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sertifikayı İndir' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Eğitimlerime Dön' })).toHaveAttribute(
      'href',
      '/account/courses',
    );
  });

  it('reviews a failed attempt: which answers were wrong, the right ones kept back, the next attempt', async () => {
    handler = examServer({ earnedPoints: 50, requiredPointToPass: 60, filePath: null }, []);
    renderExam();
    const review = await screen.findByRole('region', { name: 'Cevaplarınız' });
    const items = await within(review).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Doğru');
    expect(items[1]).toHaveTextContent('Yanlış');
    expect(items[1]).toHaveTextContent('Seçtiğiniz: Genel Ticaret İşlem Protokolü');
    expect(items[1]).not.toHaveTextContent('Doğru cevap');
    expect(review).toHaveTextContent('deneme hakkınız kalmadığında gösterilir');
    expect(review).toHaveTextContent('28 Kasım 2026');
  });

  it('shows the right answer of a wrong question once the server gives it', async () => {
    handler = examServer({ earnedPoints: 60, requiredPointToPass: 60, filePath: null }, [], {
      ...REVIEW,
      passed: true,
      answersShown: true,
      nextAttemptAt: null,
      questions: REVIEW.questions.map((question, index) => ({
        ...question,
        correctOptionId: index === 0 ? 11 : 21,
      })),
    });
    renderExam();
    const review = await screen.findByRole('region', { name: 'Cevaplarınız' });
    const items = await within(review).findAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Doğru cevap: Gümrük Tarife İstatistik Pozisyonu');
    expect(review).not.toHaveTextContent('deneme hakkınız kalmadığında');
  });

  it('shows the remaining time and submits the exam when it runs out', async () => {
    handler = examServer({ earnedPoints: 0, requiredPointToPass: 60, filePath: null }, [
      { ...QUESTIONS[0]!, remainingSeconds: 1 },
    ]);
    renderExam();
    expect(await screen.findByRole('timer', { name: 'Kalan süre' })).toHaveTextContent(/0:0[01]/);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Maalesef sınavı geçemediniz.' },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(server.requests.map((request) => request.path)).toContain(
      '/v1/Exams/gettestcertificate?userTestId=55',
    );
    expect(
      server.requests.filter((request) => request.path === '/v1/exams/answerquestion'),
    ).toHaveLength(0);
  });

  it('counts down from the seconds the server gave with the question', async () => {
    handler = examServer({ earnedPoints: 0, requiredPointToPass: 60, filePath: null }, [
      { ...QUESTIONS[0]!, remainingSeconds: 125 },
    ]);
    renderExam();
    expect(await screen.findByRole('timer', { name: 'Kalan süre' })).toHaveTextContent(/^2:0[45]$/);
  });

  it('asks for the result once when the last answer and the end of time come together', async () => {
    const last = { ...QUESTIONS[0]!, index: 1, total: 1, remainingSeconds: 2 };
    const serve = examServer({ earnedPoints: 0, requiredPointToPass: 60, filePath: null }, [last]);
    handler = (request) =>
      request.path === '/v1/exams/answerquestion'
        ? // The answer is taken, but its reply comes after the time is up.
          (new Promise<Reply>((resolve) =>
            setTimeout(() => resolve(serve(request)), 2_500),
          ) as unknown as Reply)
        : serve(request);
    renderExam();
    await userEvent.click(await screen.findByRole('radio', { name: 'Menşe şahadetnamesi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sınavı Bitir' }));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Maalesef sınavı geçemediniz.' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        server.requests.filter((request) => request.path === '/v1/exams/answerquestion'),
      ).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(
      server.requests.filter(
        (request) => request.path === '/v1/Exams/gettestcertificate?userTestId=55',
      ),
    ).toHaveLength(1);
  });

  it('moves the attempt query by its own key: the next question, then the result', async () => {
    handler = examServer({ earnedPoints: 80, requiredPointToPass: 60, filePath: null });
    const client = createTestQueryClient();
    const course = courseDetailsQuery('dis-ticarete-giris', 'token').queryKey;
    const settings = ['shell', 'settings'] as const;
    client.setQueryData(course, { success: true, data: buildCourse() });
    client.setQueryData(settings, { success: true });
    const attempt = examAttemptQuery(55).queryKey;
    renderExam(client);

    await screen.findByRole('radiogroup', { name: QUESTIONS[0]!.question });
    expect(client.getQueryData(attempt)).toEqual({ question: QUESTIONS[0] });
    await userEvent.click(screen.getByRole('radio', { name: 'Menşe şahadetnamesi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki Soru' }));

    // The answer made the attempt query ask for the next question, and only that query.
    await screen.findByRole('radiogroup', { name: QUESTIONS[1]!.question });
    expect(client.getQueryData(attempt)).toEqual({ question: QUESTIONS[1] });
    expect(questionFetches()).toBe(2);
    expect(client.getQueryState(course)?.isInvalidated).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: 'Genel Ticaret İşlem Protokolü' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sınavı Bitir' }));
    await screen.findByRole('heading', { name: 'Maalesef sınavı geçemediniz.' });
    // The last answer said isEnd: the result was asked for at once, and the query holds it.
    expect(questionFetches()).toBe(2);
    expect(client.getQueryData(attempt)).toEqual({
      result: { earnedPoints: 80, requiredPointToPass: 60, filePath: null },
    });
    // Course pages show the exam's new state; nothing else is touched.
    expect(client.getQueryState(course)?.isInvalidated).toBe(true);
    expect(client.getQueryState(settings)?.isInvalidated).toBe(false);
  });

  it('sends one answer for a double press on the next button', async () => {
    handler = examServer({ earnedPoints: 80, requiredPointToPass: 60, filePath: null });
    renderExam();
    await screen.findByRole('radiogroup', { name: QUESTIONS[0]!.question });
    await userEvent.click(screen.getByRole('radio', { name: 'Menşe şahadetnamesi' }));
    // Both presses land before the page has drawn the first one's "sending" state.
    const next = screen.getByRole('button', { name: 'Sonraki Soru' });
    fireEvent.click(next);
    fireEvent.click(next);
    await screen.findByRole('radiogroup', { name: QUESTIONS[1]!.question });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      server.requests.filter((request) => request.path === '/v1/exams/answerquestion'),
    ).toHaveLength(1);
  });

  it('asks again where the attempt stands after a refused answer', async () => {
    let refuse = true;
    const exam = examServer({ earnedPoints: 80, requiredPointToPass: 60, filePath: null });
    handler = (request) =>
      request.path === '/v1/exams/answerquestion' && refuse
        ? { status: 409, body: { success: false, message: 'Bu soru zaten cevaplandı.' } }
        : exam(request);
    renderExam();
    await screen.findByRole('radiogroup', { name: QUESTIONS[0]!.question });
    await userEvent.click(screen.getByRole('radio', { name: 'Menşe şahadetnamesi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki Soru' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu soru zaten cevaplandı.');

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    // The same question again, unanswered.
    await screen.findByRole('radiogroup', { name: QUESTIONS[0]!.question });
    expect(
      screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked),
    ).toBe(true);
    expect(questionFetches()).toBe(2);
  });

  it('shows the server message when a question cannot be loaded', async () => {
    handler = () => ({
      status: 403,
      body: { success: false, message: 'Bu işlem için yetkiniz yok.' },
    });
    renderExam();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu işlem için yetkiniz yok.');
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });

  it('moves focus to the result, and explains a failure only when the exam was failed', async () => {
    handler = examServer({ earnedPoints: 20, requiredPointToPass: 60, filePath: null }, []);
    const { unmount } = renderExam();
    const rejected = await screen.findByRole('heading', { name: 'Maalesef sınavı geçemediniz.' });
    expect(rejected).toHaveFocus();
    // Focus is set by the page, not a stop on the Tab key's way.
    expect(rejected).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText(/Geçme notuna ulaşamadınız\./)).toBeInTheDocument();
    unmount();

    handler = examServer(
      { earnedPoints: 80, requiredPointToPass: 60, filePath: 'http://api.test/c/IA-2' },
      [],
    );
    renderExam();
    const passed = await screen.findByRole('heading', {
      name: 'Tebrikler, sınavı başarıyla tamamladınız!',
    });
    expect(passed).toHaveFocus();
    expect(screen.queryByText(/Geçme notuna ulaşamadınız/)).not.toBeInTheDocument();
  });

  it('hides the progress and the timer once the result is shown', async () => {
    const timed = { ...QUESTIONS[0]!, index: 1, total: 1, remainingSeconds: 300 };
    handler = examServer({ earnedPoints: 0, requiredPointToPass: 60, filePath: null }, [timed]);
    renderExam();
    expect(await screen.findByRole('timer', { name: 'Kalan süre' })).toBeInTheDocument();
    expect(screen.getByText('Soru 1 / 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Menşe şahadetnamesi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sınavı Bitir' }));
    await screen.findByRole('heading', { name: 'Maalesef sınavı geçemediniz.' });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText('Soru 1 / 1')).not.toBeInTheDocument();
  });

  it('says the time is up while the result is on its way', async () => {
    const result = held();
    const exam = examServer({ earnedPoints: 0, requiredPointToPass: 60, filePath: null }, [
      { ...QUESTIONS[0]!, remainingSeconds: 1 },
    ]);
    handler = (request) =>
      request.path.startsWith('/v1/Exams/gettestcertificate')
        ? result.after(() => exam(request))
        : exam(request);
    renderExam();
    await screen.findByRole('radiogroup', { name: QUESTIONS[0]!.question });
    // The timer reads it out, and the page says it where the question was.
    await waitFor(
      () => expect(screen.getAllByText('Süre doldu; sınavınız gönderiliyor.')).toHaveLength(2),
      { timeout: 4000 },
    );
    expect(screen.getByText('Lütfen bekleyiniz')).toBeInTheDocument();
    // The question is gone: nothing more can be answered.
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    result.release();
    await screen.findByRole('heading', { name: 'Maalesef sınavı geçemediniz.' });
    // The attempt still holds its last question and its deadline; the result shows neither.
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('keeps the chosen option marked, and locks the options while the answer is sent', async () => {
    const answer = held();
    const exam = examServer({ earnedPoints: 80, requiredPointToPass: 60, filePath: null });
    handler = (request) =>
      request.path === '/v1/exams/answerquestion'
        ? answer.after(() => exam(request))
        : exam(request);
    renderExam();
    expect(await screen.findByText('Yükleniyor…')).toBeInTheDocument();
    const chosen = await screen.findByRole('radio', { name: 'Menşe şahadetnamesi' });
    // Both options are one group: arrow keys move between them.
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).name)).toEqual([
      'question-55',
      'question-55',
    ]);
    await userEvent.click(chosen);
    expect(chosen).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki Soru' }));
    await waitFor(() => expect(chosen).toBeDisabled());
    expect(screen.getByRole('radio', { name: 'Çeki listesi' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sonraki Soru' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    answer.release();
    await screen.findByRole('radiogroup', { name: QUESTIONS[1]!.question });
    expect(screen.getByRole('radio', { name: 'Gümrük Tarife İstatistik Pozisyonu' })).toBeEnabled();
  });

  it('shows how far the attempt is, and no count for a question the server did not number', async () => {
    handler = examServer({ earnedPoints: 80, requiredPointToPass: 60, filePath: null });
    const { container, unmount } = renderExam();
    await screen.findByRole('radiogroup', { name: QUESTIONS[0]!.question });
    expect(container.querySelector('progress')).toHaveAttribute('value', '0');
    expect(container.querySelector('progress')).toHaveAttribute('max', '2');
    unmount();

    const { index: _index, total: _total, ...unnumbered } = QUESTIONS[0]!;
    handler = examServer({ earnedPoints: 80, requiredPointToPass: 60, filePath: null }, [
      unnumbered as ExamQuestion,
      QUESTIONS[1]!,
    ]);
    const second = renderExam();
    await screen.findByRole('radiogroup', { name: QUESTIONS[0]!.question });
    expect(second.container.querySelector('progress')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sonraki Soru' })).toBeInTheDocument();
  });

  it.each(['abc', '0', '-3'])('says the page is not found for the exam address %s', async (id) => {
    handler = examServer({ earnedPoints: 80, requiredPointToPass: 60, filePath: null });
    renderExam(createTestQueryClient(), `/user/exam/${id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Sınav' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sayfa Bulunamadı');
    expect(server.requests).toHaveLength(0);
  });

  it('asks for the result again after it could not be fetched', async () => {
    let fail = true;
    const exam = examServer({ earnedPoints: 20, requiredPointToPass: 60, filePath: null }, [
      { ...QUESTIONS[0]!, index: 1, total: 1 },
    ]);
    handler = (request) =>
      request.path.startsWith('/v1/Exams/gettestcertificate') && fail
        ? { status: 409, body: { success: false, message: 'Sonuç şu an okunamıyor.' } }
        : exam(request);
    renderExam();
    await userEvent.click(await screen.findByRole('radio', { name: 'Menşe şahadetnamesi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sınavı Bitir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sonuç şu an okunamıyor.');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    await screen.findByRole('heading', { name: 'Maalesef sınavı geçemediniz.' });
    const asked = server.requests.filter((request) =>
      request.path.startsWith('/v1/Exams/gettestcertificate'),
    );
    expect(asked).toHaveLength(2);
    // The answer was not sent again: only the result was asked for.
    expect(
      server.requests.filter((request) => request.path === '/v1/exams/answerquestion'),
    ).toHaveLength(1);
  });
});

describe('ExamTimer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is silent between thresholds, announces them, and submits once at zero', () => {
    const onTimeUp = jest.fn();
    render(
      <PlatformProviders client={createTestQueryClient()}>
        <ExamTimer deadline={Date.now() + 65_000} onTimeUp={onTimeUp} />
      </PlatformProviders>,
    );
    const timer = screen.getByRole('timer', { name: 'Kalan süre' });
    const status = screen.getByRole('status');
    expect(timer).toHaveTextContent('1:05');
    expect(status).toBeEmptyDOMElement();

    act(() => jest.advanceTimersByTime(4_000));
    expect(timer).toHaveTextContent('1:01');
    expect(status).toBeEmptyDOMElement();

    act(() => jest.advanceTimersByTime(1_000));
    expect(status).toHaveTextContent('Kalan süre: 1 dakika');
    act(() => jest.advanceTimersByTime(29_000));
    expect(status).toHaveTextContent('Kalan süre: 1 dakika');
    act(() => jest.advanceTimersByTime(1_000));
    expect(status).toHaveTextContent('Kalan süre: 30 saniye');
    expect(onTimeUp).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(31_000));
    expect(timer).toHaveTextContent('0:00');
    expect(status).toHaveTextContent('Süre doldu; sınavınız gönderiliyor.');
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(5_000));
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });
  it('follows a new deadline, and is silent when it starts right at a threshold', () => {
    const onTimeUp = jest.fn();
    const { rerender } = render(
      <PlatformProviders client={createTestQueryClient()}>
        <ExamTimer deadline={Date.now() + 60_000} onTimeUp={onTimeUp} />
      </PlatformProviders>,
    );
    const timer = screen.getByRole('timer', { name: 'Kalan süre' });
    expect(timer).toHaveTextContent('1:00');
    act(() => jest.advanceTimersByTime(1_000));
    // 60 s was where it began, not a threshold it crossed.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    rerender(
      <PlatformProviders client={createTestQueryClient()}>
        <ExamTimer deadline={Date.now() + 200_000} onTimeUp={onTimeUp} />
      </PlatformProviders>,
    );
    expect(timer).toHaveTextContent('3:20');
    act(() => jest.advanceTimersByTime(2_000));
    expect(timer).toHaveTextContent('3:18');
  });

  it('turns to the warning colours in the last minute', () => {
    render(
      <PlatformProviders client={createTestQueryClient()}>
        <ExamTimer deadline={Date.now() + 62_000} onTimeUp={jest.fn()} />
      </PlatformProviders>,
    );
    const box = screen.getByRole('timer').parentElement!;
    const calm = getComputedStyle(box).color;
    act(() => jest.advanceTimersByTime(1_000));
    expect(getComputedStyle(box).color).toBe(calm);
    act(() => jest.advanceTimersByTime(1_000));
    expect(getComputedStyle(box).color).not.toBe(calm);
  });
});
