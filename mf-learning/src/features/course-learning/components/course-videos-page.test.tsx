import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { courseDetailsQuery, useSessionStore, type Course } from '@lms/shared';
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
import { buildExam, buildTitle, buildVideo } from '../../../testing/course';
import { CourseVideosPage } from './course-videos-page';

const SLUG = 'dis-ticarete-giris';
const NEXT_URL = 'http://api.test/v1/media/videos/2?s=next';

const course: Course = buildCourse({
  nameSlug: SLUG,
  courseTitles: [
    buildTitle({
      courseVideos: [
        buildVideo({ id: 1, title: 'Dış Ticaretin Tarafları', fileUrl: 'http://api.test/v/1?s=x' }),
        buildVideo({ id: 2, title: 'Temel Terimler', duration: 80 }),
      ],
    }),
  ],
});

/** What the course read answers: the course, or the one a test serves. */
let served: () => Course = () => course;

const reply = (request: RecordedRequest): Reply => {
  if (request.path === `/v1/courses/getcoursedetails/${SLUG}`) {
    return { body: { success: true, message: '', data: served() } };
  }
  if (request.path === '/v1/courses') return { body: { success: true, message: '', data: 0 } };
  if (request.path === '/v1/courses/getcoursevideo/2') {
    return { body: { success: true, message: '', data: { id: 2, fileUrl: NEXT_URL } } };
  }
  return { status: 404, body: { success: false, message: 'yok' } };
};

const server = setupTestApi(reply, { namespaces: { learning: { tr, en } } });
beforeAll(() => {
  useSessionStore.getState().setSession('token-of-ayse');
});

describe('CourseVideosPage', () => {
  it('unlocks the next video in the cached course, without reading the course again', async () => {
    const client = createTestQueryClient();
    const { container } = renderWithProviders(
      <Routes>
        <Route path="/courses/videos/:nameSlug" element={<CourseVideosPage />} />
      </Routes>,
      { route: `/courses/videos/${SLUG}`, client },
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Dış Ticaretin Tarafları/ }));
    expect(screen.queryByRole('button', { name: /^Temel Terimler/ })).toBeNull();
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());

    // The last 60 s of the 75 s video: the position is saved, then the next video's link fetched.
    const video = container.querySelector('video')!;
    Object.defineProperty(video, 'currentTime', { configurable: true, value: 20 });
    fireEvent.timeUpdate(video);

    expect(await screen.findByRole('button', { name: /^Temel Terimler/ })).toBeInTheDocument();
    const cached = client.getQueryData(courseDetailsQuery(SLUG, 'token-of-ayse').queryKey);
    expect(cached?.data.courseTitles[0]?.courseVideos.map((item) => item.fileUrl)).toEqual([
      'http://api.test/v/1?s=x',
      NEXT_URL,
    ]);
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /v1/courses/getcoursedetails/${SLUG}`,
      'POST /v1/courses',
      'POST /v1/courses',
      'GET /v1/courses/getcoursevideo/2',
    ]);
    expect(server.requests[2]?.body).toEqual({ courseVideoId: 1, currentTime: 20 });
  });

  it("reads the course again after the last video's final save while the exam waits for it", async () => {
    // One video left before the exam opens; the server counts it after the final save.
    let videosLeft = 1;
    served = () =>
      buildCourse({
        nameSlug: SLUG,
        courseTitles: [
          buildTitle({
            courseVideos: [
              buildVideo({ id: 1, title: 'Son Video', fileUrl: 'http://api.test/v/1?s=x' }),
            ],
            courseExams: [buildExam({ videosLeft })],
          }),
        ],
      });
    try {
      const { container } = renderWithProviders(
        <Routes>
          <Route path="/courses/videos/:nameSlug" element={<CourseVideosPage />} />
        </Routes>,
        { route: `/courses/videos/${SLUG}` },
      );
      expect(
        await screen.findByText('Sınav, eğitimin videoları izlendiğinde açılır: 1 video kaldı.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sınava Başla' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: /^Son Video/ }));
      await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
      const video = container.querySelector('video')!;
      fireEvent.play(video);
      Object.defineProperty(video, 'currentTime', { configurable: true, value: 75 });
      videosLeft = 0;
      fireEvent.timeUpdate(video);
      fireEvent.pause(video);
      fireEvent.ended(video);
      expect(await screen.findByRole('button', { name: 'Sınava Başla' })).toBeInTheDocument();
      expect(screen.queryByText(/video kaldı/)).toBeNull();
    } finally {
      served = () => course;
    }
  });
});
