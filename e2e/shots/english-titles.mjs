// English titles of videos and exams: a course page, and the editors' English tabs.
import { call, login, shoot } from './lib.mjs';

const editor = await login('editor@ornek.com.tr');
const { exams } = await call(editor, 'GET', '/v1/admin/courses/101/exams');
const edit = /başlığını düzenle|Edit the title/;

await shoot('/tmp/shots/english-titles', [
  ['course-page', null, '/courses/details/dis-ticarete-giris-ve-temel-kavramlar'],
  [
    'video-edit-english',
    editor,
    '/admin/courses/101/content',
    async (page) => {
      await page.getByRole('button', { name: edit }).first().click();
      await page.getByRole('form', { name: edit }).getByRole('tab', { name: 'English' }).click();
    },
  ],
  [
    'exam-edit-english',
    editor,
    `/admin/exams/${exams[0].id}`,
    (page) => page.getByRole('tab', { name: 'English' }).first().click(),
  ],
]);
