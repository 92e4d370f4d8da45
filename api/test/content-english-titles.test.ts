import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import type { AdminExam, AdminExamInput, CourseTitle } from '@lms/shared/contracts';
import { courseVideos, enrollments, videoProgress } from '../src/db/schema';
import {
  createTestApp,
  insertUser,
  staffAuth,
  watchedEveryVideo,
  type TestContext,
  type TestUser,
} from './helpers';

// English content: the titles of videos and exams (and what an exam says of itself
// before it starts) answer in the request's language, English where staff wrote it and Turkish
// for every field they did not (a blank English text counts as not written). Questions and
// options stay Turkish.

let ctx: TestContext;
let editor: Record<string, string>;

before(async () => {
  ctx = await createTestApp();
  editor = await staffAuth(ctx, 'editor');
});
after(() => ctx.close());

const TR = { 'accept-language': 'tr' };
const EN = { 'accept-language': 'en' };

const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => {
  const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  assert.equal(res.statusCode, 200, `${method} ${url}: ${res.body}`);
  // The answer as a client reads it: any shape, checked by the assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return res.json().data as any;
};

/** The course page's curriculum (`courseTitles`) as these headers read it. */
const curriculum = async (id: number, headers: Record<string, string>): Promise<CourseTitle[]> =>
  (await call('GET', `/v1/courses/getcoursedetails/${id}`, headers)).courseTitles;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A published online course made by staff, with one section holding one (seed-file) video. */
async function courseWithVideo() {
  const course = await call('POST', '/v1/admin/courses', editor, {
    name: 'Konşimento ve Belgeler',
    courseTypeId: 1,
    price: 900,
    courseStartDate: inDays(10),
    courseEndDate: inDays(40),
    courseDuration: '12 saat',
    summary: ['Canlı dersler'],
    description: '<p>Türkçe açıklama</p>',
    courseDetails: [],
    en: { name: 'Bills of Lading and Documents' },
  });
  await call('POST', `/v1/admin/courses/${course.id}/publish`, editor, {
    version: course.version,
  });
  const section = await call('POST', `/v1/admin/courses/${course.id}/sections`, editor, {
    titleName: 'Belgeler',
    en: { titleName: 'Documents' },
  });
  const [video] = await ctx.database.db
    .insert(courseVideos)
    .values({
      courseTitleId: section.id,
      title: 'Konşimento Nedir?',
      description: 'Deniz yolu taşımacılığının belgesi.',
      filePath: '/videos/101-1.mp4',
      duration: 75,
    })
    .returning({ id: courseVideos.id });
  const learner = await insertUser(ctx);
  await ctx.database.db.insert(enrollments).values({ userId: learner.id, courseId: course.id });
  return {
    courseId: course.id as number,
    sectionId: section.id as number,
    videoId: video!.id,
    learner,
  };
}

const withAuth = (learner: TestUser, headers: Record<string, string>) => ({
  ...learner.auth,
  ...headers,
});

describe('the seeded videos and exams in English', () => {
  it('names the seeded course’s videos and exam in the reader’s language', async () => {
    const en = await curriculum(101, EN);
    const tr = await curriculum(101, TR);
    assert.equal(en[0]!.courseVideos[0]!.title, 'The Parties to Foreign Trade');
    assert.equal(tr[0]!.courseVideos[0]!.title, 'Dış Ticaretin Tarafları');
    assert.equal(en[1]!.courseExams[0]!.title, 'Introduction to Foreign Trade Certificate Exam');
    assert.equal(tr[1]!.courseExams[0]!.title, 'Dış Ticarete Giriş Sertifika Sınavı');
    // Every seeded online course: no Turkish letters left in an English video or exam text.
    for (const id of [101, 102, 103, 104, 105, 145]) {
      for (const title of await curriculum(id, EN)) {
        for (const text of [
          ...title.courseVideos.flatMap((video) => [video.title, video.description]),
          ...title.courseExams.flatMap((exam) => [exam.title, exam.description]),
        ]) {
          assert.doesNotMatch(text, /[çğışöüÇĞİŞÖÜ]/, `course ${id}: ${text}`);
        }
      }
    }
  });
});

describe('a video’s English title', () => {
  it('is saved by staff and read by English learners on the course page and My courses, with Turkish for a blank one', async () => {
    const { courseId, videoId, learner } = await courseWithVideo();
    const saved = await call('PUT', `/v1/admin/videos/${videoId}`, editor, {
      title: 'Konşimento Nedir?',
      description: 'Deniz yolu taşımacılığının belgesi.',
      en: { title: 'What Is a Bill of Lading?', description: '  ' },
    });
    assert.deepEqual(saved.en, { title: 'What Is a Bill of Lading?', description: '' });
    const content = await call('GET', `/v1/admin/courses/${courseId}/content`, editor);
    assert.deepEqual(content.sections[0].videos[0].en, {
      title: 'What Is a Bill of Lading?',
      description: '',
    });

    // The visitor's page and the owner's page (the player reads the owner's).
    for (const headers of [EN, withAuth(learner, EN)]) {
      const video = (await curriculum(courseId, headers))[0]!.courseVideos[0]!;
      assert.equal(video.title, 'What Is a Bill of Lading?');
      assert.equal(video.description, 'Deniz yolu taşımacılığının belgesi.');
    }
    assert.equal(
      (await curriculum(courseId, withAuth(learner, TR)))[0]!.courseVideos[0]!.title,
      'Konşimento Nedir?',
    );

    // My courses: "continue with" names the video last watched.
    await ctx.database.db
      .insert(videoProgress)
      .values({ userId: learner.id, courseVideoId: videoId, seconds: 10 });
    const lastVideo = async (headers: Record<string, string>) => {
      const mine = (await call(
        'GET',
        '/v1/courses/getusercourses',
        withAuth(learner, headers),
      )) as {
        id: number;
        progress: { lastVideo: { title: string } | null };
      }[];
      return mine.find((course) => course.id === courseId)?.progress.lastVideo?.title;
    };
    assert.equal(await lastVideo(EN), 'What Is a Bill of Lading?');
    assert.equal(await lastVideo(TR), 'Konşimento Nedir?');

    // A blank English title: English readers see the Turkish one, at once.
    await call('PUT', `/v1/admin/videos/${videoId}`, editor, {
      title: 'Konşimento Nedir?',
      description: 'Deniz yolu taşımacılığının belgesi.',
      en: { title: ' ', description: '' },
    });
    assert.equal((await curriculum(courseId, EN))[0]!.courseVideos[0]!.title, 'Konşimento Nedir?');
    assert.equal(await lastVideo(EN), 'Konşimento Nedir?');
  });

  it('refuses an English title that is too long with a translated 400, keeping the video as it was', async () => {
    const { courseId, videoId } = await courseWithVideo();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/v1/admin/videos/${videoId}`,
      headers: { ...editor, ...EN },
      payload: { title: 'Yeni ad', description: '', en: { title: 'x'.repeat(201) } },
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.ok(
      Object.keys(res.json().errors).some((key) => key.startsWith('en')),
      res.body,
    );
    const content = await call('GET', `/v1/admin/courses/${courseId}/content`, editor);
    assert.equal(content.sections[0].videos[0].title, 'Konşimento Nedir?');
  });
});

describe('an exam’s English title and description', () => {
  const examInput = (sectionId: number, en: AdminExamInput['en']): AdminExamInput => ({
    courseTitleId: sectionId,
    title: 'Belgeler Sınavı',
    description: 'İki sorudan oluşur; geçme notu 60’tır.',
    duration: 10,
    requiredPointToPass: 60,
    en,
    questions: [
      {
        question: 'Konşimento hangi taşımacılıkta kullanılır?',
        points: 60,
        options: [
          { optionTitle: 'Deniz yolu', isCorrect: true },
          { optionTitle: 'Kara yolu', isCorrect: false },
        ],
      },
      {
        question: 'Menşe şahadetnamesini kim düzenler?',
        points: 40,
        options: [
          { optionTitle: 'Ticaret odası', isCorrect: true },
          { optionTitle: 'Banka', isCorrect: false },
        ],
      },
    ],
  });
  const asUpdate = (exam: AdminExam, en: AdminExamInput['en']) => ({
    ...examInput(exam.courseTitleId, en),
    revision: exam.revision,
    questions: exam.questions,
  });

  it('is saved by staff, shown to English learners before and when they start, with Turkish for a blank one', async () => {
    const { courseId, sectionId, learner } = await courseWithVideo();
    const created = (await call(
      'POST',
      `/v1/admin/courses/${courseId}/exams`,
      editor,
      examInput(sectionId, { title: 'Documents Exam', description: '' }),
    )) as AdminExam;
    assert.deepEqual(created.en, { title: 'Documents Exam', description: '' });
    assert.deepEqual((await call('GET', `/v1/admin/exams/${created.id}`, editor)).en, created.en);

    await watchedEveryVideo(ctx.database.db, learner.id, courseId);
    const examOf = async (headers: Record<string, string>) =>
      (await curriculum(courseId, withAuth(learner, headers)))[0]!.courseExams[0]!;
    const en = await examOf(EN);
    assert.equal(en.title, 'Documents Exam');
    assert.equal(en.description, 'İki sorudan oluşur; geçme notu 60’tır.');
    assert.equal((await examOf(TR)).title, 'Belgeler Sınavı');
    assert.equal((await curriculum(courseId, EN))[0]!.courseExams[0]!.title, 'Documents Exam');

    // The exam screen's heading comes with the attempt.
    const joined = await call(
      'POST',
      `/v1/exams/joincourseexam/${created.id}`,
      withAuth(learner, EN),
    );
    assert.equal(joined.title, 'Documents Exam');
    assert.equal(
      (await call('POST', `/v1/exams/joincourseexam/${created.id}`, withAuth(learner, TR))).title,
      'Belgeler Sınavı',
    );

    // A started exam still takes a new English title and description.
    const renamed = (await call(
      'PUT',
      `/v1/admin/exams/${created.id}`,
      editor,
      asUpdate(created, { title: 'Exam on Documents', description: 'Two questions.' }),
    )) as AdminExam;
    assert.deepEqual(renamed.en, { title: 'Exam on Documents', description: 'Two questions.' });
    assert.equal((await examOf(EN)).title, 'Exam on Documents');
    assert.equal((await examOf(EN)).description, 'Two questions.');

    // Passed: My certificates name the exam in the reader's language. The attempt shuffles its
    // questions, so each is answered with whichever right option it offers.
    const rightOptions = ['Deniz yolu', 'Ticaret odası'];
    for (const _ of rightOptions) {
      const question = await call(
        'GET',
        `/v1/exams/gettestquestions/${joined.id}`,
        withAuth(learner, EN),
      );
      const option = (question.options as { id: number; optionTitle: string }[]).find((row) =>
        rightOptions.includes(row.optionTitle),
      );
      await call('POST', '/v1/exams/answerquestion', withAuth(learner, EN), {
        userTestId: joined.id,
        testOptionId: option!.id,
      });
    }
    await call('GET', `/v1/Exams/gettestcertificate?userTestId=${joined.id}`, learner.auth);
    const certificateOf = async (headers: Record<string, string>) =>
      (await call('GET', '/v1/users/getusercertificates', withAuth(learner, headers)))[0]
        ?.examTitle;
    assert.equal(await certificateOf(EN), 'Exam on Documents');
    assert.equal(await certificateOf(TR), 'Belgeler Sınavı');

    // A new version keeps what staff send, English included; a blank English title falls back.
    const version = (await call(
      'POST',
      `/v1/admin/exams/${created.id}/versions`,
      editor,
      asUpdate(renamed, { title: '', description: 'Two questions, version 2.' }),
    )) as AdminExam;
    assert.deepEqual(version.en, { title: '', description: 'Two questions, version 2.' });
    const other = await insertUser(ctx);
    await ctx.database.db.insert(enrollments).values({ userId: other.id, courseId });
    const fresh = (await curriculum(courseId, withAuth(other, EN)))[0]!.courseExams[0]!;
    assert.equal(fresh.id, version.id);
    assert.equal(fresh.title, 'Belgeler Sınavı');
    assert.equal(fresh.description, 'Two questions, version 2.');
  });
});
