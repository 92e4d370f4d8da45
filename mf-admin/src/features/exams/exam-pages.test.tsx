import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type AdminCourseExams, type AdminExam } from '@lms/shared';
import type { Reply } from '@lms/shared/testing';
import { AdminApp } from '../../admin-app';
import { expectPath, renderAdmin, setupAdminTestApi, signInAs } from '../../testing/setup';

/** The exams' pages as an editor uses them, over an API that answers like the real one. */

const course: AdminCourseExams = {
  course: { id: 104, name: 'Gümrük Mevzuatı' },
  sections: [
    { id: 11, titleName: '1. Bölüm: Temeller' },
    { id: 12, titleName: '2. Bölüm: Sınav' },
  ],
  exams: [],
};

const exam = (overrides: Partial<AdminExam> = {}): AdminExam => ({
  id: 50,
  courseId: 104,
  courseName: 'Gümrük Mevzuatı',
  courseTitleId: 12,
  title: 'Gümrük Sınavı',
  description: '',
  en: { title: '', description: '' },
  duration: 10,
  requiredPointToPass: 10,
  questionsPerAttempt: null,
  maxAttempts: 3,
  retakeWaitHours: 24,
  version: 1,
  revision: 3,
  attemptCount: 0,
  locked: false,
  replacedById: null,
  versions: [{ id: 50, version: 1, attemptCount: 0, current: true }],
  questions: [
    {
      id: 501,
      question: 'Beyanname kime verilir?',
      points: 10,
      options: [
        { id: 5011, optionTitle: 'Gümrük idaresine', isCorrect: true },
        { id: 5012, optionTitle: 'Bankaya', isCorrect: false },
      ],
    },
  ],
  ...overrides,
});

let reply: (method: string, path: string, body: unknown) => Reply;
const server = setupAdminTestApi(({ method, path, body }) => reply(method, path, body));
const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, message: '', data } });

beforeEach(() => signInAs('editor'));
afterEach(() => useSessionStore.getState().clearSession());

const sent = (method: string, path: string) =>
  server.requests.filter((request) => request.method === method && request.path === path);

describe('a new exam', () => {
  beforeEach(() => {
    reply = (method, path, body) => {
      if (path === '/v1/admin/courses/104/exams' && method === 'GET') return ok(course);
      if (path === '/v1/admin/courses/104/exams' && method === 'POST') {
        return ok(exam({ id: 77, ...(body as object) } as Partial<AdminExam>));
      }
      if (path === '/v1/admin/exams/77') return ok(exam({ id: 77 }));
      return ok(course);
    };
  });

  it('takes two questions with their options, the correct one and points, in the order set', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/courses/104/exams/new');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Bölüm' }),
      '2. Bölüm: Sınav',
    );
    await user.type(screen.getByRole('textbox', { name: 'Sınav adı' }), 'Gümrük Sınavı');
    await user.clear(screen.getByRole('spinbutton', { name: 'Süre (dakika)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Süre (dakika)' }), '15');
    await user.type(screen.getByRole('textbox', { name: '1. sorunun metni' }), 'İlk soru?');
    await user.type(screen.getByRole('textbox', { name: '1. soru, A seçeneği' }), 'Evet');
    await user.type(screen.getByRole('textbox', { name: '1. soru, B seçeneği' }), 'Hayır');

    await user.click(screen.getByRole('button', { name: 'Soru ekle' }));
    await user.type(screen.getByRole('textbox', { name: '2. sorunun metni' }), 'İkinci soru?');
    await user.clear(screen.getByRole('spinbutton', { name: '2. sorunun puanı' }));
    await user.type(screen.getByRole('spinbutton', { name: '2. sorunun puanı' }), '30');
    await user.type(screen.getByRole('textbox', { name: '2. soru, A seçeneği' }), 'Bir');
    await user.type(screen.getByRole('textbox', { name: '2. soru, B seçeneği' }), 'İki');
    await user.click(screen.getByRole('button', { name: '2. soruya seçenek ekle' }));
    await user.type(screen.getByRole('textbox', { name: '2. soru, C seçeneği' }), 'Üç');
    await user.click(screen.getByRole('radio', { name: '2. soru: doğru seçenek C' }));
    expect(screen.getByRole('radio', { name: '2. soru: doğru seçenek A' })).not.toBeChecked();

    // The second question first: focus stays on it, and a screen reader hears where it went.
    await user.click(screen.getByRole('button', { name: '2. soruyu yukarı taşı' }));
    expect(screen.getByRole('textbox', { name: '1. sorunun metni' })).toHaveValue('İkinci soru?');
    expect(screen.getByRole('button', { name: '1. soruyu aşağı taşı' })).toHaveFocus();
    expect(screen.getByRole('button', { name: '1. soruyu yukarı taşı' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('2. soru 1. sıraya taşındı.');

    await user.clear(screen.getByRole('spinbutton', { name: 'Geçme puanı' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Geçme puanı' }), '35');
    expect(screen.getByText('Soruların puanları toplamı: 40')).toBeInTheDocument();
    // By default every question is asked, three attempts a day apart.
    expect(screen.getByRole('spinbutton', { name: 'Deneme başına soru' })).toHaveValue(null);
    expect(screen.getByText(/Boş bırakılırsa bütün sorular \(2\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sınavı oluştur' }));

    await expectPath('/admin/exams/77');
    expect(sent('POST', '/v1/admin/courses/104/exams').map((request) => request.body)).toEqual([
      {
        courseTitleId: 12,
        title: 'Gümrük Sınavı',
        description: '',
        en: { title: '', description: '' },
        duration: 15,
        requiredPointToPass: 35,
        questionsPerAttempt: null,
        maxAttempts: 3,
        retakeWaitHours: 24,
        questions: [
          {
            question: 'İkinci soru?',
            points: 30,
            options: [
              { optionTitle: 'Bir', isCorrect: false },
              { optionTitle: 'İki', isCorrect: false },
              { optionTitle: 'Üç', isCorrect: true },
            ],
          },
          {
            question: 'İlk soru?',
            points: 10,
            options: [
              { optionTitle: 'Evet', isCorrect: true },
              { optionTitle: 'Hayır', isCorrect: false },
            ],
          },
        ],
      },
    ]);
  });

  it('says what is wrong under each field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/courses/104/exams/new');
    await user.type(await screen.findByRole('textbox', { name: '1. sorunun metni' }), 'Soru?');
    await user.type(screen.getByRole('textbox', { name: '1. soru, A seçeneği' }), 'Evet');
    await user.clear(screen.getByRole('spinbutton', { name: 'Geçme puanı' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Geçme puanı' }), '11');
    await user.click(screen.getByRole('button', { name: 'Sınavı oluştur' }));

    expect(await screen.findByText('Sınav adı zorunludur.')).toBeInTheDocument();
    expect(screen.getByText('Seçenek metni zorunludur.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Geçme puanı, soruların puanları toplamından büyük olamaz; aksi hâlde kimse geçemez.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sınav adı' })).toHaveFocus();
    // A question keeps at least two options.
    expect(screen.getByRole('button', { name: '1. soru, B seçeneğini kaldır' })).toBeDisabled();
    expect(sent('POST', '/v1/admin/courses/104/exams')).toHaveLength(0);
  });

  it("puts the server's field errors under their fields, keeping what was typed", async () => {
    reply = (method) =>
      method === 'POST'
        ? {
            status: 400,
            body: {
              success: false,
              message: 'Her sorunun yalnızca bir doğru seçeneği olabilir.',
              errors: { 'questions.0.options': 'examCorrectOptionNotUnique' },
            },
          }
        : ok(course);
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/courses/104/exams/new');
    await user.type(await screen.findByRole('textbox', { name: 'Sınav adı' }), 'Sınav');
    await user.type(screen.getByRole('textbox', { name: '1. sorunun metni' }), 'Soru?');
    await user.type(screen.getByRole('textbox', { name: '1. soru, A seçeneği' }), 'Evet');
    await user.type(screen.getByRole('textbox', { name: '1. soru, B seçeneği' }), 'Hayır');
    await user.click(screen.getByRole('button', { name: 'Sınavı oluştur' }));
    const question = screen.getByRole('group', { name: '1. soru' });
    expect(
      await within(question).findByText('Her sorunun yalnızca bir doğru seçeneği olabilir.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sınav adı' })).toHaveValue('Sınav');
  });
});

describe('an exam someone has started', () => {
  const started = exam({
    locked: true,
    attemptCount: 2,
    versions: [{ id: 50, version: 1, attemptCount: 2, current: true }],
  });

  beforeEach(() => {
    reply = (method, path, body) => {
      if (path === '/v1/admin/exams/50' && method === 'GET') return ok(started);
      if (path === '/v1/admin/exams/50' && method === 'PUT') {
        return ok({ ...started, ...(body as object), revision: 4 });
      }
      if (path === '/v1/admin/exams/50/versions') {
        return ok(exam({ id: 51, version: 2, questions: [] }));
      }
      if (path === '/v1/admin/exams/51') return ok(exam({ id: 51, version: 2 }));
      return ok(course);
    };
  });

  it('keeps its questions as they are, and takes a new title', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/exams/50');
    expect(await screen.findByText(/2 katılımcı bu sınava başladı/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '1. sorunun metni' })).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Soru ekle' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '1. soru: doğru seçenek B' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Sınavı sil' })).not.toBeInTheDocument();
    // The draw decides results: frozen; the attempts and the wait may still change.
    expect(screen.getByRole('spinbutton', { name: 'Deneme başına soru' })).toHaveAttribute(
      'readonly',
    );
    expect(screen.getByRole('spinbutton', { name: 'Deneme hakkı' })).not.toHaveAttribute(
      'readonly',
    );

    const attempts = screen.getByRole('spinbutton', { name: 'Deneme hakkı' });
    await user.clear(attempts);
    await user.type(attempts, '5');

    const title = screen.getByRole('textbox', { name: 'Sınav adı' });
    await user.clear(title);
    await user.type(title, 'Gümrük Sınavı (2026)');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Sınav kaydedildi.')).toBeInTheDocument();
    expect(sent('PUT', '/v1/admin/exams/50')[0]?.body).toMatchObject({
      title: 'Gümrük Sınavı (2026)',
      questionsPerAttempt: null,
      maxAttempts: 5,
      retakeWaitHours: 24,
      revision: 3,
      questions: [{ id: 501, points: 10 }],
    });
  });

  it('takes an English title and description in its English tab, the Turkish as the hint', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/exams/50');
    const english = await screen.findByRole('tab', { name: 'English' });
    expect(screen.getByRole('tab', { name: 'Türkçe' })).toHaveAttribute('aria-selected', 'true');
    await user.click(english);
    expect(english).toHaveAttribute('aria-selected', 'true');
    const title = screen.getByRole('textbox', { name: 'Sınav adı' });
    expect(title).toHaveValue('');
    expect(title).toHaveAttribute('placeholder', 'Gümrük Sınavı');
    expect(title).toHaveAttribute('lang', 'en');
    await user.type(title, 'Customs Exam');
    await user.type(screen.getByRole('textbox', { name: 'Açıklama' }), 'One question.');
    // The Turkish tab keeps its own texts.
    await user.click(screen.getByRole('tab', { name: 'Türkçe' }));
    expect(screen.getByRole('textbox', { name: 'Sınav adı' })).toHaveValue('Gümrük Sınavı');

    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Sınav kaydedildi.')).toBeInTheDocument();
    expect(sent('PUT', '/v1/admin/exams/50')[0]?.body).toMatchObject({
      title: 'Gümrük Sınavı',
      en: { title: 'Customs Exam', description: 'One question.' },
    });
  });

  it('makes a new version with changed questions, and opens it', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/exams/50');
    await user.click(await screen.findByRole('button', { name: 'Yeni sürüm hazırla' }));
    expect(screen.getByText(/Sürüm 2 hazırlanıyor/)).toBeInTheDocument();
    const points = screen.getByRole('spinbutton', { name: '1. sorunun puanı' });
    expect(points).not.toHaveAttribute('readonly');
    await user.clear(points);
    await user.type(points, '20');
    await user.click(screen.getByRole('radio', { name: '1. soru: doğru seçenek B' }));
    await user.click(screen.getByRole('button', { name: 'Yeni sürüm olarak kaydet' }));
    await expectPath('/admin/exams/51');
    expect(sent('POST', '/v1/admin/exams/50/versions')[0]?.body).toMatchObject({
      revision: 3,
      questions: [
        {
          points: 20,
          options: [
            { optionTitle: 'Gümrük idaresine', isCorrect: false },
            { optionTitle: 'Bankaya', isCorrect: true },
          ],
        },
      ],
    });
    expect(sent('PUT', '/v1/admin/exams/50')).toHaveLength(0);
  });

  it('previews it as a learner sees it, and lists its attempts', async () => {
    reply = (method, path) => {
      if (path === '/v1/admin/exams/50') return ok(started);
      if (path === '/v1/admin/exams/50/preview') {
        return ok({
          id: 50,
          title: 'Gümrük Sınavı',
          description: '',
          duration: 10,
          requiredPointToPass: 10,
          totalPoints: 10,
          questions: [
            {
              question: 'Beyanname kime verilir?',
              options: [
                { id: 5011, optionTitle: 'Gümrük idaresine' },
                { id: 5012, optionTitle: 'Bankaya' },
              ],
              isEnd: false,
              index: 1,
              total: 1,
              remainingSeconds: 600,
            },
          ],
        });
      }
      if (path.startsWith('/v1/admin/exams/50/attempts')) {
        return ok({
          items: [
            {
              id: 9,
              name: 'Ayşe',
              surname: 'Yılmaz',
              email: 'ayse.yilmaz@ornek.com.tr',
              startedAt: '2026-11-20T09:00:00.000Z',
              finishedAt: '2026-11-20T09:08:00.000Z',
              earnedPoints: 10,
              passed: true,
            },
            {
              id: 8,
              name: 'Mehmet',
              surname: 'Kaya',
              email: 'kurumsal@ornek.com.tr',
              startedAt: '2026-11-19T09:00:00.000Z',
              finishedAt: null,
              earnedPoints: null,
              passed: null,
            },
          ],
          totalItemCount: 2,
          page: 1,
          pageSize: 20,
        });
      }
      return ok(course);
    };
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/exams/50');
    await user.click(await screen.findByRole('tab', { name: 'Önizleme' }));
    const question = await screen.findByRole('group', { name: 'Beyanname kime verilir?' });
    expect(
      within(question)
        .getAllByRole('radio')
        .map((radio) => radio.nextSibling),
    ).toHaveLength(2);
    expect(within(question).getByText('Soru 1 / 1')).toBeInTheDocument();

    // Arrow keys move between the tabs.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Denemeler (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = await screen.findByRole('table', { name: 'Denemeler (2)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Ayşe Yılmaz',
        'ayse.yilmaz@ornek.com.tr',
        expect.stringContaining('20'),
        expect.any(String),
        '10',
        'Geçti',
      ],
      [
        'Mehmet Kaya',
        'kurumsal@ornek.com.tr',
        expect.stringContaining('19'),
        '—',
        '—',
        'Devam ediyor',
      ],
    ]);
    await waitFor(() =>
      expect(sent('GET', '/v1/admin/exams/50/attempts?page=1&pageSize=20')).toHaveLength(1),
    );
  });
});
