import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@lms/shared';
import type { AdminVideo, CourseContent } from '@lms/shared/contracts';
import { AdminApp } from '../../../admin-app';
import { renderAdmin, setupAdminTestApi, signInAs } from '../../../testing/setup';

const video = (overrides: Partial<AdminVideo>): AdminVideo => ({
  id: 1,
  sectionId: 10,
  title: 'Giriş',
  description: '',
  en: { title: '', description: '' },
  duration: 125,
  uploaded: true,
  captions: { tr: true, en: false },
  transcode: { state: 'done', error: null },
  retired: false,
  learners: 0,
  ...overrides,
});

let content: CourseContent;
const server = setupAdminTestApi((request) => {
  if (request.method === 'GET' && request.path === '/v1/admin/courses/5/content') {
    return { body: { success: true, message: '', data: content } };
  }
  return { body: { success: true, message: '', data: null } };
});

beforeEach(() => {
  content = {
    courseId: 5,
    maxVideoBytes: 1024 * 1024 * 1024,
    sections: [
      {
        id: 10,
        titleName: 'Temeller',
        en: {},
        videos: [
          video({}),
          video({
            id: 2,
            title: 'Akreditif',
            transcode: { state: 'failed', error: 'ffmpeg failed (exit 1): moov atom not found' },
          }),
        ],
      },
      { id: 11, titleName: 'Uygulama', en: { titleName: 'Practice' }, videos: [] },
    ],
  };
  signInAs('editor');
});
afterEach(() => useSessionStore.getState().clearSession());

describe('#/admin/courses/:courseId/content', () => {
  it('lists the sections with their videos, transcode state and captions', async () => {
    renderAdmin(<AdminApp />, '/admin/courses/5/content');
    const first = await screen.findByRole('region', { name: 'Temeller' });
    const failed = within(first).getByRole('listitem', { name: 'Akreditif' });
    expect(failed).toHaveTextContent('Başarısız (ffmpeg failed (exit 1): moov atom not found)');
    expect(within(failed).getByRole('button', { name: 'Yeniden dönüştür' })).toBeInTheDocument();
    const done = within(first).getByRole('listitem', { name: 'Giriş' });
    expect(done).toHaveTextContent('2:05');
    expect(done).toHaveTextContent('Türkçe: var · İngilizce: yok');
    expect(screen.getByRole('region', { name: 'Uygulama' })).toHaveTextContent(
      'Bu bölümde henüz video yok.',
    );
  });

  it('moves a section down with a button, sending every section in the new order', async () => {
    renderAdmin(<AdminApp />, '/admin/courses/5/content');
    const down = await screen.findByRole('button', { name: 'Temeller bölümünü aşağı taşı' });
    expect(screen.getByRole('button', { name: 'Temeller bölümünü yukarı taşı' })).toBeDisabled();
    await userEvent.click(down);
    await waitFor(() =>
      expect(
        server.requests.find((request) => request.path === '/v1/admin/courses/5/sections/order'),
      ).toMatchObject({ method: 'PUT', body: { ids: [11, 10] } }),
    );
    expect(await screen.findByText('Temeller bölümü 2. sıraya taşındı.')).toBeInTheDocument();
  });

  it('says by the field that a section needs a name, and sends nothing', async () => {
    renderAdmin(<AdminApp />, '/admin/courses/5/content');
    await screen.findByRole('region', { name: 'Temeller' });
    const form = screen.getByRole('form', { name: 'Bölüm ekle' });
    await userEvent.click(within(form).getByRole('button', { name: 'Bölüm ekle' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Bölüm adı zorunludur.');
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
    await userEvent.type(within(form).getByLabelText('Yeni bölümün adı'), 'Sınav hazırlığı');
    await userEvent.click(within(form).getByRole('button', { name: 'Bölüm ekle' }));
    await waitFor(() =>
      expect(
        server.requests.find((request) => request.path === '/v1/admin/courses/5/sections'),
      ).toMatchObject({ method: 'POST', body: { titleName: 'Sınav hazırlığı' } }),
    );
  });

  it('renames a section with its English name, the Turkish one as the hint', async () => {
    renderAdmin(<AdminApp />, '/admin/courses/5/content');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Temeller bölümünü yeniden adlandır' }),
    );
    const form = screen.getByRole('form', { name: 'Temeller bölümünü yeniden adlandır' });
    const english = within(form).getByLabelText('Bölüm adı (İngilizce)');
    expect(english).toHaveValue('');
    expect(english).toHaveAttribute('placeholder', 'Temeller');
    await userEvent.type(english, 'Basics');
    await userEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(
        server.requests.find((request) => request.path === '/v1/admin/sections/10'),
      ).toMatchObject({
        method: 'PUT',
        body: { titleName: 'Temeller', en: { titleName: 'Basics' } },
      }),
    );
  });

  it('edits a video’s title and description in Turkish and English in one save', async () => {
    renderAdmin(<AdminApp />, '/admin/courses/5/content');
    await userEvent.click(await screen.findByRole('button', { name: 'Başlığı düzenle: Giriş' }));
    const form = screen.getByRole('form', { name: 'Giriş videosunun başlığını düzenle' });
    expect(within(form).getByLabelText('Video başlığı')).toHaveValue('Giriş');
    await userEvent.click(within(form).getByRole('tab', { name: 'English' }));
    const english = within(form).getByLabelText('Video başlığı');
    expect(english).toHaveValue('');
    expect(english).toHaveAttribute('placeholder', 'Giriş');
    await userEvent.type(english, 'Introduction');
    await userEvent.type(within(form).getByLabelText('Açıklama'), 'What the course covers.');
    await userEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(
        server.requests.find(
          (request) => request.method === 'PUT' && request.path === '/v1/admin/videos/1',
        ),
      ).toMatchObject({
        body: {
          title: 'Giriş',
          description: '',
          en: { title: 'Introduction', description: 'What the course covers.' },
        },
      }),
    );
  });

  it('asks before it removes a video', async () => {
    renderAdmin(<AdminApp />, '/admin/courses/5/content');
    await userEvent.click(await screen.findByRole('button', { name: 'Giriş videosunu kaldır' }));
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Evet, Giriş videosunu kaldır' }));
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'DELETE')?.path).toBe(
        '/v1/admin/videos/1',
      ),
    );
  });
});
