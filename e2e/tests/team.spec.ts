import type { APIRequestContext } from '@playwright/test';
import type { Course } from '@lms/shared/contracts';
import { urls } from '../playwright.config';
import { expect, test } from './fixtures';
import { addToBasket, registerBuyer, signIn, type Buyer } from './support/checkout';

// The manager's view: seeded free courses open for registration, 145 (with videos)
// and 132 (classroom).
const PAID_BY_MANAGER = 145;
const PAID_BY_SOMEONE_ELSE = 132;

const bearer = (buyer: Buyer) => ({ authorization: `Bearer ${buyer.token}` });

/** A free order placed through the API for these people (completed at once). */
const orderFor = async (
  request: APIRequestContext,
  buyer: Buyer,
  courseId: number,
  people: { name: string; surname: string; email: string }[],
) => {
  await addToBasket(request, buyer, courseId);
  const response = await request.post(`${urls.api}/v1/orders/makepayment`, {
    headers: bearer(buyer),
    data: [{ courseId, count: 1, paymentMethod: 0, participants: people }],
  });
  expect(response.status(), await response.text()).toBe(200);
  expect((await response.json()).data.status).toBe('completed');
};

test('a manager sees a participant’s progress move after a video, and nothing of a course someone else paid @account', async ({
  page,
  request,
}) => {
  const manager = await registerBuyer(request);
  const participant = await registerBuyer(request);
  const someoneElse = await registerBuyer(request);
  const person = { name: 'Cem', surname: 'Çalışkan', email: participant.email };
  const waiting = {
    name: 'Ece',
    surname: 'Hesapsız',
    email: `ece.${Date.now().toString(36)}@ornek.com.tr`,
  };
  await orderFor(request, manager, PAID_BY_MANAGER, [person, waiting]);
  await orderFor(request, someoneElse, PAID_BY_SOMEONE_ELSE, [person]);
  const otherCourse = (
    (await (await request.get(`${urls.api}/v1/courses/getcoursedetails/132`)).json()) as {
      data: Course;
    }
  ).data.name;

  await signIn(page, manager);
  await page.goto('/#/account/team');
  const seat = page.getByRole('listitem', { name: /Cem Çalışkan/ });
  await expect(seat.getByText('Koltuğunu aldı')).toBeVisible();
  await expect(seat.getByText(/^0 \/ 2 video izlendi \(%0\)$/)).toBeVisible();
  const ece = page.getByRole('listitem', { name: /Ece Hesapsız/ });
  await expect(ece.getByText('Bekliyor')).toBeVisible();
  await expect(page.getByText(otherCourse)).toHaveCount(0);

  // The participant plays the first video for ten seconds, as the player reports it.
  const course = (
    (await (
      await request.get(`${urls.api}/v1/courses/getcoursedetails/${PAID_BY_MANAGER}`, {
        headers: bearer(participant),
      })
    ).json()) as { data: Course }
  ).data;
  const videoId = course.courseTitles[0]!.courseVideos[0]!.id;
  const save = async (body: object) => {
    const response = await request.post(`${urls.api}/v1/courses`, {
      headers: bearer(participant),
      data: { courseVideoId: videoId, ...body },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await save({ timestamp: 0 });
  await page.waitForTimeout(10_500);
  await save({ currentTime: 10 });

  await page.reload();
  await expect(seat.getByText(/^0 \/ 2 video izlendi \(%6\)$/)).toBeVisible();
  // Only the course the manager paid: the other buyer's course stays out, filtered or not.
  await page
    .getByRole('combobox', { name: 'Eğitim', exact: true })
    .selectOption({ label: course.name });
  await expect(page.getByRole('listitem', { name: /Cem Çalışkan/ })).toHaveCount(1);
  await expect(page.getByText(otherCourse)).toHaveCount(0);
  const options = await page
    .getByRole('combobox', { name: 'Eğitim', exact: true })
    .locator('option')
    .allTextContents();
  expect(options).toEqual(['Tüm eğitimler', course.name]);
});
