import type { Page } from '@playwright/test';

/** The seed's demo staff accounts (README "Demo accounts"), one per role. */
export const STAFF = {
  admin: { email: 'yonetici@ornek.com.tr', password: 'Demo1234!', name: 'Zeynep Demir' },
  editor: { email: 'editor@ornek.com.tr', password: 'Demo1234!', name: 'Can Öztürk' },
  finance: { email: 'muhasebe@ornek.com.tr', password: 'Demo1234!', name: 'Elif Şahin' },
} as const;

/** A question of an exam written in the back office: its options, and which one is right. */
export interface ExamQuestion {
  question: string;
  options: string[];
  /** The index of the right option. */
  right: number;
}

/**
 * Fills question `number` (1-based) of the back office's exam editor (`#/admin/…/exams/new`):
 * its text, 50 points, its options (adding the third and more) and the right one.
 */
export const fillQuestion = async (page: Page, number: number, item: ExamQuestion) => {
  await page.getByRole('textbox', { name: `${number}. sorunun metni` }).fill(item.question);
  await page.getByRole('spinbutton', { name: `${number}. sorunun puanı` }).fill('50');
  for (const [index, option] of item.options.entries()) {
    const letter = String.fromCharCode(65 + index);
    if (index >= 2)
      await page.getByRole('button', { name: `${number}. soruya seçenek ekle` }).click();
    await page.getByRole('textbox', { name: `${number}. soru, ${letter} seçeneği` }).fill(option);
  }
  const right = String.fromCharCode(65 + item.right);
  await page.getByRole('radio', { name: `${number}. soru: doğru seçenek ${right}` }).check();
};
