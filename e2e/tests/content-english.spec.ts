import { expect, test } from './fixtures';

// In English, the FAQ and the information pages come in English (the seed carries
// their English versions); the interface switch refetches what is on screen.
test('the language switch turns the FAQ and an information page to English @content', async ({
  page,
}) => {
  await page.goto('/#/faqs');
  await expect(page.getByText('Eğitimlere nasıl kayıt olabilirim?')).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText('How can I register for a course?')).toBeVisible();
  await expect(page.getByText('Eğitimlere nasıl kayıt olabilirim?')).toHaveCount(0);
  await page.goto('/#/info/aboutus');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
});
