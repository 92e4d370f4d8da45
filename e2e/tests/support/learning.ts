import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Course } from '@lms/shared/contracts';
import { learningSeed } from '../../../api/src/seed/data/learning';
import { urls } from '../../playwright.config';

export const OWNER = {
  email: 'ayse.yilmaz@ornek.com.tr',
  password: 'Demo1234!',
  name: 'Ayşe Yılmaz',
};
/**
 * The demo learner who owns the same courses and has watched their videos (the seed
 * credits her with played time), so their exams are open to her.
 */
export const WATCHER = {
  email: 'deniz.aydin@ornek.com.tr',
  password: 'Demo1234!',
  name: 'Deniz Aydın',
};
/** The corporate demo user owns no course. */
export const NON_OWNER = { email: 'kurumsal@ornek.com.tr', password: 'Demo1234!' };

/**
 * Logs in through the API and hands the session to the page the way the app stores it
 * (localStorage `lms_hk`, version 2), so tests whose subject is not the login form start inside.
 */
export const signIn = async (
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string } = OWNER,
) => {
  const response = await request.post(`${urls.api}/v1/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { token: string; user: unknown } };
  const session = JSON.stringify({
    state: { token: data.token, user: data.user, constants: { homeVideo: true } },
    version: 2,
  });
  await page.addInitScript((value) => window.localStorage.setItem('lms_hk', value), session);
  return data.token;
};

export const courseById = async (request: APIRequestContext, id: number, token?: string) => {
  const response = await request.get(`${urls.api}/v1/courses/getcoursedetails/${id}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Course }).data;
};

/** The right (or a wrong) option text of a seeded exam question, by its question text. */
export const optionFor = (question: string, right: boolean): string => {
  for (const course of learningSeed) {
    for (const title of course.titles) {
      for (const exam of title.exams) {
        const found = exam.questions.find((item) => item.question === question);
        if (found) {
          const index = right ? found.correct : (found.correct + 1) % found.options.length;
          return found.options[index]!;
        }
      }
    }
  }
  throw new Error(`not a seeded question: ${question}`);
};

/** Answers every question of the exam page, rightly or wrongly, up to the result. */
export const answerExam = async (page: Page, { right }: { right: (index: number) => boolean }) => {
  for (let index = 0; ; index += 1) {
    const group = page.getByRole('radiogroup');
    const result = page.getByRole('heading', { name: /Tebrikler|Maalesef/ });
    await expect(group.or(result).first()).toBeVisible();
    if (await result.isVisible()) return;
    const question = (await page.locator('[role="radiogroup"]').getAttribute('aria-labelledby'))!;
    const text = (await page.locator(`[id="${question}"]`).innerText()).trim();
    const next = page.getByRole('button', { name: /Sonraki Soru|Sınavı Bitir/ });
    await expect(next).toBeDisabled();
    await page.getByRole('radio', { name: optionFor(text, right(index)), exact: true }).check();
    await expect(next).toBeEnabled();
    await next.click();
    // The next question, or the result, replaces this one.
    await expect(page.getByRole('heading', { name: text, exact: true })).toHaveCount(0);
  }
};
