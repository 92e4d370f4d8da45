import { expect as baseExpect, type APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { urls } from '../playwright.config';
import { WATCHER, signIn } from './support/learning';
import { fillQuestion } from './support/admin';

/** An editor writes an exam in the back office, and a learner of the course passes it. */

const COURSE = 103;
const EDITOR = { email: 'editor@ornek.com.tr', password: 'Demo1234!' };

/** Course 103 (online, open for registration) is about payment methods in foreign trade. */
const EXAM = {
  title: 'Ödeme Yöntemleri Ara Sınavı',
  questions: [
    {
      question: 'Mal bedelinin sevkiyattan önce ödendiği yöntem hangisidir?',
      options: ['Mal mukabili ödeme', 'Peşin ödeme'],
      right: 1,
    },
    {
      question: 'Akreditifte ödemeyi kim taahhüt eder?',
      options: ['Amir banka', 'Taşıyıcı firma', 'Gümrük idaresi'],
      right: 0,
    },
  ],
};

const tokenOf = async (
  request: APIRequestContext,
  account: { email: string; password: string },
) => {
  const response = await request.post(`${urls.api}/v1/auth/login`, { data: account });
  baseExpect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
};

test('an editor creates a two-question exam, and a learner who owns the course passes it @admin', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The seeded learner of the course who has watched its videos (the exam opens then).
  const learnerToken = await tokenOf(request, WATCHER);

  // The editor, in the back office.
  await signIn(page, request, EDITOR);
  await page.goto('/#/admin/exams');
  const courses = page.getByRole('table', { name: 'Eğitimler ve sınavları' });
  const courseName = (
    await (await request.get(`${urls.api}/v1/courses/getcoursedetails/${COURSE}`)).json()
  ).data.name as string;
  await page.getByRole('searchbox', { name: 'Eğitim ara' }).fill(courseName.slice(0, 12));
  await courses.getByRole('link', { name: courseName }).click();
  await expect(page.getByRole('heading', { name: `${courseName}: sınavlar` })).toBeVisible();
  await page.getByRole('link', { name: 'Yeni sınav' }).click();

  await page.getByRole('textbox', { name: 'Sınav adı' }).fill(EXAM.title);
  await page.getByRole('spinbutton', { name: 'Süre (dakika)' }).fill('15');
  await fillQuestion(page, 1, EXAM.questions[0]!);
  await page.getByRole('button', { name: 'Soru ekle' }).click();
  await fillQuestion(page, 2, EXAM.questions[1]!);
  await page.getByRole('spinbutton', { name: 'Geçme puanı' }).fill('60');
  await expect(page.getByText('Soruların puanları toplamı: 100')).toBeVisible();
  await page.getByRole('button', { name: 'Sınavı oluştur' }).click();

  await expect(page).toHaveURL(/#\/admin\/exams\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: EXAM.title })).toBeVisible();
  await page.getByRole('tab', { name: 'Önizleme' }).click();
  await expect(page.getByRole('group', { name: EXAM.questions[1]!.question })).toBeVisible();
  await expect(page.getByText('Soru 2 / 2')).toBeVisible();

  // The learner, in a browser of their own.
  const context = await browser.newContext({ locale: 'tr-TR' });
  const learnerPage = await context.newPage();
  await signIn(learnerPage, request, WATCHER);
  const course = (
    await (
      await request.get(`${urls.api}/v1/courses/getcoursedetails/${COURSE}`, {
        headers: { authorization: `Bearer ${learnerToken}` },
      })
    ).json()
  ).data as { nameSlug: string; isOwner: boolean };
  expect(course.isOwner).toBe(true);
  await learnerPage.goto(`/#/courses/videos/${course.nameSlug}`);
  const card = learnerPage
    .getByRole('listitem')
    .filter({ has: learnerPage.getByRole('heading', { name: EXAM.title }) });
  await card.getByRole('button', { name: 'Sınava Başla' }).click();
  await expect(learnerPage).toHaveURL(/#\/user\/exam\/\d+/);
  // Each attempt asks in its own order: answer the question shown.
  const escaped = EXAM.questions.map((item) =>
    item.question.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  const anyQuestion = new RegExp(`^(${escaped.join('|')})$`);
  for (let index = 0; index < EXAM.questions.length; index += 1) {
    const heading = learnerPage.getByRole('heading', { name: anyQuestion });
    await expect(heading).toBeVisible();
    const text = (await heading.innerText()).trim();
    const item = EXAM.questions.find((question) => question.question === text)!;
    await learnerPage.getByRole('radio', { name: item.options[item.right]!, exact: true }).check();
    await learnerPage
      .getByRole('button', {
        name: index === EXAM.questions.length - 1 ? 'Sınavı Bitir' : 'Sonraki Soru',
      })
      .click();
    await expect(learnerPage.getByRole('heading', { name: text, exact: true })).toHaveCount(0);
  }
  await expect(
    learnerPage.getByRole('heading', { name: 'Tebrikler, sınavı başarıyla tamamladınız!' }),
  ).toBeVisible();
  await expect(learnerPage.getByRole('link', { name: 'Sertifikayı İndir' })).toBeVisible();
  await context.close();

  // Back in the back office: the attempt is listed, and the exam's questions are locked.
  await page.reload();
  await page.getByRole('tab', { name: 'Denemeler (1)' }).click();
  const attempts = page.getByRole('table', { name: 'Denemeler (1)' });
  await expect(attempts.getByRole('cell', { name: WATCHER.email })).toBeVisible();
  await expect(attempts.getByRole('cell', { name: 'Geçti' })).toBeVisible();
  await page.getByRole('tab', { name: 'Düzenle' }).click();
  await expect(page.getByText(/1 katılımcı bu sınava başladı/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yeni sürüm hazırla' })).toBeVisible();
});
