import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { urls } from '../../playwright.config';
import { STAFF } from './admin';
import type { TestVideo } from './media';

/**
 * Every open seeded online course either has no video or is closed for registration, so tests
 * that need a course a new buyer can buy, play and be examined on make one the way staff do:
 * through the back office's API (a draft, a section, an uploaded MP4, an exam, then published).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const ONLINE = 1;

export interface TestCourse {
  id: number;
  name: string;
  nameSlug: string;
  videoId: number;
  videoTitle: string;
  /** Its exam: one question, whose right option passes it (100 of 100). */
  exam: { id: number; title: string; question: string; right: string; wrong: string };
}

/** A staff member's bearer header, logged in through the API. */
export const staffHeaders = async (
  request: APIRequestContext,
  account: { email: string; password: string },
) => {
  const response = await request.post(`${urls.api}/v1/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { token: string } };
  return { authorization: `Bearer ${data.token}` };
};

const call = async <T>(
  request: APIRequestContext,
  method: 'post' | 'get',
  path: string,
  headers: Record<string, string>,
  data?: unknown,
) => {
  const response = await request[method](`${urls.api}${path}`, { headers, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
};

/**
 * A published online course of `price` TL (VAT excluded) open for registration, with one video
 * (`video`, uploaded as an MP4) and a one-question exam, made by the editor through the API.
 */
export const publishCourseWithVideo = async (
  request: APIRequestContext,
  video: TestVideo,
  price: number,
): Promise<TestCourse> => {
  const headers = await staffHeaders(request, STAFF.editor);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const name = `Dijital İçerik Denemesi ${tag}`;
  const course = await call<{ id: number; nameSlug: string; version: number }>(
    request,
    'post',
    '/v1/admin/courses',
    headers,
    {
      name,
      courseTypeId: ONLINE,
      price,
      courseStartDate: new Date(Date.now() - DAY_MS).toISOString(),
      courseEndDate: new Date(Date.now() + 365 * DAY_MS).toISOString(),
      registerEndDate: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    },
  );
  const section = await call<{ id: number }>(
    request,
    'post',
    `/v1/admin/courses/${course.id}/sections`,
    headers,
    { titleName: 'Temel Kavramlar' },
  );
  const videoTitle = 'Dijital İçeriğe Giriş';
  const upload = await request.post(`${urls.api}/v1/admin/sections/${section.id}/videos`, {
    headers,
    multipart: {
      title: videoTitle,
      description: '',
      file: { name: 'ders.mp4', mimeType: 'video/mp4', buffer: await readFile(video.mp4) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { data: uploaded } = (await upload.json()) as { data: { id: number } };

  const exam = {
    title: 'Dijital İçerik Sınavı',
    question: 'Cayma hakkı kaç gündür?',
    right: 'On dört gün',
    wrong: 'Yedi gün',
  };
  const created = await call<{ id: number }>(
    request,
    'post',
    `/v1/admin/courses/${course.id}/exams`,
    headers,
    {
      courseTitleId: section.id,
      title: exam.title,
      description: '',
      duration: 10,
      requiredPointToPass: 100,
      questions: [
        {
          question: exam.question,
          points: 100,
          options: [
            { optionTitle: exam.right, isCorrect: true },
            { optionTitle: exam.wrong, isCorrect: false },
          ],
        },
      ],
    },
  );
  await call(request, 'post', `/v1/admin/courses/${course.id}/publish`, headers, {
    version: course.version,
  });
  return {
    id: course.id,
    name,
    nameSlug: course.nameSlug,
    videoId: uploaded.id,
    videoTitle,
    exam: { id: created.id, ...exam },
  };
};

/**
 * Plays the course's video to its end in the learning page (muted, at normal speed), so the
 * server credits the played time (not skipped time) and saves the position at the end.
 */
export const watchVideoToEnd = async (page: Page, course: TestCourse, seconds: number) => {
  await page.goto(`/#/courses/videos/${course.nameSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  await page.getByRole('button', { name: course.videoTitle }).click();
  const player = page.locator('video');
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(1);
  const savedAtEnd = page.waitForResponse(async (response) => {
    if (response.request().method() !== 'POST' || !response.url().endsWith('/v1/courses'))
      return false;
    const { data } = (await response.json()) as { data: number };
    return data >= seconds - 1;
  });
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.ended), {
      timeout: (seconds + 10) * 1000,
    })
    .toBe(true);
  expect((await savedAtEnd).ok()).toBe(true);
};

/**
 * From the course's videos page, takes its exam with the right answer and returns the code of the
 * certificate the result page links to.
 */
export const passExam = async (page: Page, course: TestCourse) => {
  await page.goto(`/#/courses/videos/${course.nameSlug}`);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: course.exam.title }) });
  await card.getByRole('button', { name: 'Sınava Başla' }).click();
  await expect(page).toHaveURL(/#\/user\/exam\/\d+/);
  await expect(page.getByRole('heading', { name: course.exam.question })).toBeVisible();
  await page.getByRole('radio', { name: course.exam.right, exact: true }).check();
  await page.getByRole('button', { name: 'Sınavı Bitir' }).click();
  await expect(
    page.getByRole('heading', { name: 'Tebrikler, sınavı başarıyla tamamladınız!' }),
  ).toBeVisible();
  const href = await page.getByRole('link', { name: 'Sertifikayı İndir' }).getAttribute('href');
  return /download\/([A-Z0-9-]+)/.exec(href!)![1]!;
};
