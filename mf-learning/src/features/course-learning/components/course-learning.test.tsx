import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useMessageStore } from '@lms/shared';
import {
  buildCourse,
  initTestI18n,
  renderWithProviders,
  setupTestApi,
  type Reply,
} from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { buildExam, buildTitle, buildVideo } from '../../../testing/course';
import { CourseLearning } from './course-learning';

let reply: Reply;
const server = setupTestApi(() => reply, { namespaces: { learning: { tr, en } } });
beforeEach(() => {
  useMessageStore.getState().hide();
});

const titles = (examOverrides = {}) => [
  buildTitle({
    titleName: '1. Bölüm: Dış Ticaretin Temelleri',
    courseVideos: [
      buildVideo({ id: 1, title: 'Dış Ticaretin Tarafları', fileUrl: 'http://api/v/1?s=x' }),
      buildVideo({ id: 2, title: 'Temel Terimler', duration: 80 }),
    ],
  }),
  buildTitle({
    titleName: '2. Bölüm: Belgeler ve Sertifika Sınavı',
    courseVideos: [buildVideo({ id: 3, title: 'Dış Ticarette Kullanılan Belgeler' })],
    courseExams: [buildExam(examOverrides)],
  }),
];

const Where = () => {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
};

const renderLearning = (course = buildCourse({ courseTitles: titles() })) =>
  renderWithProviders(
    <Routes>
      <Route path="/" element={<CourseLearning course={course} />} />
      <Route path="/user/exam/:userExamId" element={<Where />} />
    </Routes>,
  );

describe('CourseLearning', () => {
  it('groups the videos by title and lets an owner play only unlocked ones', () => {
    renderLearning();
    const first = screen.getByRole('region', { name: '1. Bölüm: Dış Ticaretin Temelleri' });
    const second = screen.getByRole('region', { name: '2. Bölüm: Belgeler ve Sertifika Sınavı' });
    const play = within(first).getByRole('button', { name: /^Dış Ticaretin Tarafları/ });
    // Its name holds what it shows (WCAG 2.5.3): speech input can say it.
    expect(play).toHaveAccessibleName('Dış Ticaretin Tarafları Süre 1:15');
    expect(within(first).getByText('Temel Terimler')).toBeInTheDocument();
    expect(within(first).getAllByRole('button')).toHaveLength(1);
    expect(within(first).getByText(/Kilitli · Süre 1:20/)).toBeInTheDocument();
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('lock-icon')).toHaveLength(2);
    expect(screen.getByText('İzlemek için listeden bir video seçin.')).toBeInTheDocument();
  });

  it('ticks the videos the learner has watched', () => {
    renderLearning(
      buildCourse({
        courseTitles: [
          buildTitle({
            courseVideos: [
              buildVideo({ id: 1, title: 'İzlenen', fileUrl: 'http://api/v/1', watched: true }),
              buildVideo({ id: 2, title: 'Yarım kalan', fileUrl: 'http://api/v/2', duration: 80 }),
            ],
          }),
        ],
      }),
    );
    const watched = screen.getByRole('button', { name: /^İzlenen/ });
    expect(watched).toHaveTextContent('✓ İzlendi · Süre');
    const started = screen.getByRole('button', { name: /^Yarım kalan/ });
    expect(started).toHaveTextContent('Süre 1:20');
    expect(started).not.toHaveTextContent('İzlendi');
  });

  it('locks every video for someone who does not own the course, even with a link', () => {
    renderLearning(buildCourse({ isOwner: false, courseTitles: titles() }));
    expect(screen.queryByRole('button', { name: /oynat/ })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('lock-icon')).toHaveLength(3);
    expect(
      screen.getByText('Videoları izlemek için eğitimi satın almanız gerekir.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sınava Başla' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Sınava girmek için eğitimi satın almanız gerekir.'),
    ).toBeInTheDocument();
  });

  it('joins a not-started exam and opens the exam page with its title', async () => {
    reply = {
      body: { success: true, data: { id: 55, title: 'Dış Ticarete Giriş Sertifika Sınavı' } },
    };
    renderLearning();
    expect(screen.getByText('Süre: 20 dakika')).toBeInTheDocument();
    expect(screen.getByText('Geçme notu: 60 puan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sınava Başla' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/user/exam/55?title=${encodeURIComponent('Dış Ticarete Giriş Sertifika Sınavı')}`,
    );
    expect(server.requests).toMatchObject([{ method: 'POST', path: '/v1/exams/joincourseexam/7' }]);
  });

  it('keeps the exam closed and says how many videos are left until they are watched', async () => {
    const { unmount } = renderLearning(buildCourse({ courseTitles: titles({ videosLeft: 2 }) }));
    expect(
      screen.getByText('Sınav, eğitimin videoları izlendiğinde açılır: 2 video kaldı.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sınava Başla' })).not.toBeInTheDocument();
    unmount();

    await initTestI18n('en');
    try {
      const many = renderLearning(buildCourse({ courseTitles: titles({ videosLeft: 2 }) }));
      expect(
        screen.getByText('The exam opens once the course videos are watched: 2 videos to go.'),
      ).toBeInTheDocument();
      many.unmount();
      renderLearning(buildCourse({ courseTitles: titles({ videosLeft: 1 }) }));
      expect(
        screen.getByText('The exam opens once the course videos are watched: 1 video to go.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Start the Exam' })).not.toBeInTheDocument();
    } finally {
      await initTestI18n('tr');
    }
  });

  it('opens the exam once no video is left', () => {
    renderLearning(buildCourse({ courseTitles: titles({ videosLeft: 0 }) }));
    expect(screen.getByRole('button', { name: 'Sınava Başla' })).toBeInTheDocument();
    expect(screen.queryByText(/video kaldı/)).not.toBeInTheDocument();
  });

  it('shows the start date of a started exam and lets the owner take the test', async () => {
    reply = { body: { success: true, data: { id: 56, title: 'Sınav' } } };
    renderLearning(
      buildCourse({
        courseTitles: titles({
          isExamStarted: true,
          testStartDate: '2026-11-20T09:30:00Z',
          userExamId: 56,
        }),
      }),
    );
    expect(screen.getByText('Başlama tarihi: 20 Kasım 2026 12:30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sınava Devam Et' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/user/exam/56?title=');
  });

  it('links the certificate of a passed exam and marks one without it rejected', () => {
    const { unmount } = renderLearning(
      buildCourse({
        courseTitles: titles({
          isExamStarted: true,
          isTestDone: true,
          results: [{ filePath: 'http://api.test/v1/certificates/download/IA-1?s=x' }],
        }),
      }),
    );
    expect(screen.getByText('Başarılı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sertifikayı İndir' })).toHaveAttribute(
      'href',
      'http://api.test/v1/certificates/download/IA-1?s=x',
    );
    expect(screen.queryByRole('button', { name: /Sınav/ })).not.toBeInTheDocument();
    unmount();

    renderLearning(
      buildCourse({
        courseTitles: titles({
          isExamStarted: true,
          isTestDone: true,
          results: [{ filePath: null }],
        }),
      }),
    );
    expect(screen.getByText('Başarısız')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sertifikayı İndir' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sınava Yeniden Gir' })).toBeInTheDocument();
  });

  it('after a failed attempt, says when the next is allowed, or that none is left', () => {
    const failed = { isExamStarted: true, isTestDone: true, results: [{ filePath: null }] };
    const { unmount } = renderLearning(
      buildCourse({
        courseTitles: titles({
          ...failed,
          attemptsLeft: 2,
          nextAttemptAt: '2099-11-28T09:30:00.000Z',
        }),
      }),
    );
    expect(
      screen.getByText(
        'Bir sonraki denemeniz 28 Kasım 2099 12:30 tarihinden itibaren yapılabilir.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Kalan deneme hakkı: 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sınav/ })).not.toBeInTheDocument();
    unmount();

    const { unmount: unmountPast } = renderLearning(
      buildCourse({
        courseTitles: titles({
          ...failed,
          attemptsLeft: 1,
          nextAttemptAt: '2020-01-01T09:30:00.000Z',
        }),
      }),
    );
    expect(screen.getByRole('button', { name: 'Sınava Yeniden Gir' })).toBeInTheDocument();
    unmountPast();

    renderLearning(buildCourse({ courseTitles: titles({ ...failed, attemptsLeft: 0 }) }));
    expect(screen.getByText('Bu sınav için deneme hakkınız kalmadı.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sınav/ })).not.toBeInTheDocument();
  });

  it('shows the server message when joining fails', async () => {
    reply = {
      status: 403,
      body: {
        success: false,
        message: 'Bu içerik yalnızca eğitimi satın alan katılımcılara açıktır.',
      },
    };
    renderLearning();
    await userEvent.click(screen.getByRole('button', { name: 'Sınava Başla' }));
    await screen.findByRole('button', { name: 'Sınava Başla' });
    expect(useMessageStore.getState().message).toMatchObject({
      kind: 'error',
      title: 'Sınava girilemedi',
      text: 'Bu içerik yalnızca eğitimi satın alan katılımcılara açıktır.',
    });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('opens the video "Continue" names at once, at its saved position', async () => {
    reply = { body: { success: true, message: '', data: 42 } };
    renderWithProviders(
      <CourseLearning course={buildCourse({ courseTitles: titles() })} resumeVideoId={1} />,
    );
    expect(await screen.findByText('Kaldığınız yerden (0:42) devam ediliyor.')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path === '/v1/courses')).toEqual([
      expect.objectContaining({ method: 'POST', body: { courseVideoId: 1, timestamp: 0 } }),
    ]);
    expect(screen.getByRole('button', { name: /^Dış Ticaretin Tarafları/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('says why a video did not start, plays nothing, and lets the person choose again', async () => {
    reply = {
      status: 403,
      body: { success: false, message: 'Bu videoya şu anda erişilemiyor.' },
    };
    renderWithProviders(<CourseLearning course={buildCourse({ courseTitles: titles() })} />);
    const play = screen.getByRole('button', { name: /^Dış Ticaretin Tarafları/ });
    await userEvent.click(play);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu videoya şu anda erişilemiyor.');
    expect(play).not.toHaveAttribute('aria-current', 'true');

    reply = { body: { success: true, message: '', data: 0 } };
    await userEvent.click(play);
    await waitFor(() => expect(play).toHaveAttribute('aria-current', 'true'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders nothing for a course without videos or exams', () => {
    renderLearning(buildCourse({ courseTitles: [] }));
    expect(screen.queryByTestId('course-learning')).not.toBeInTheDocument();
  });
});
