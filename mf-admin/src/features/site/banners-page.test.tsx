import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBanner } from '@lms/shared/contracts';
import { useSessionStore } from '@lms/shared';
import { AdminApp } from '../../admin-app';
import { renderAdmin, setupAdminTestApi, signInAs } from '../../testing/setup';

const words = { title: 'Bahar dönemi', subtitle: 'Yeni eğitimler', button: 'İncele' };
const first: AdminBanner = {
  id: 3,
  link: '#/blogs',
  filePath: 'http://api.test/media/banners/1-aaaa.jpg',
  phoneFilePath: 'http://api.test/media/banners/2-aaaa.jpg',
  text: { tr: words, en: { title: 'Spring term', subtitle: 'New courses', button: 'See' } },
  sort: 1,
};
let banners: AdminBanner[] = [];
/** The next picture the server refuses, with this field error. */
let refuse: string | null = null;

const server = setupAdminTestApi((request) => {
  const url = new URL(request.path, 'http://x');
  const ok = (data: unknown) => ({ status: 200, body: { success: true, message: '', data } });
  if (url.pathname === '/v1/admin/banners') return ok(banners);
  if (url.pathname === '/v1/admin/banners/3/picture' && request.method === 'POST') {
    if (refuse) {
      return {
        status: 400,
        body: { success: false, message: 'Geçersiz', errors: { file: refuse } },
      };
    }
    banners = [{ ...first, filePath: 'http://api.test/media/banners/1-bbbb.jpg' }];
    return ok(banners[0]);
  }
  return { status: 404, body: { success: false, message: 'Yok' } };
});

const picture = () => new File([new Uint8Array(4096)], 'yeni-afis.jpg', { type: 'image/jpeg' });
const pictureCalls = () =>
  server.requests.filter((request) => request.path === '/v1/admin/banners/3/picture');

beforeEach(() => {
  banners = [first];
  refuse = null;
  signInAs('editor');
});
afterEach(() => useSessionStore.getState().clearSession());

describe('the banners editor', () => {
  it("replaces a banner's picture through the same upload, keeping its words and link", async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/banners');
    await user.click(await screen.findByRole('button', { name: '“Bahar dönemi” düzenle' }));
    const replace = screen.getByRole('region', { name: 'Resmi değiştir' });
    const send = within(replace).getByRole('button', { name: 'Resmi değiştir' });
    expect(send).toBeDisabled();

    // A file over the limit is refused before it is sent.
    const huge = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'dev.jpg', { type: 'image/jpeg' });
    await user.upload(within(replace).getByLabelText('Yeni afiş resmi'), huge);
    expect(within(replace).getByText('Afiş resmi en fazla 8 MB olabilir.')).toBeInTheDocument();
    expect(send).toBeDisabled();

    // The server's checks speak through the same field.
    refuse = 'bannerTooSmall';
    await user.upload(within(replace).getByLabelText('Yeni afiş resmi'), picture());
    await user.click(send);
    expect(
      await within(replace).findByText('Afiş resmi en az 800 piksel genişliğinde olmalıdır.'),
    ).toBeInTheDocument();

    // Words typed and not saved yet survive the picture's replacement.
    await user.clear(screen.getByLabelText('Bağlantı'));
    await user.type(screen.getByLabelText('Bağlantı'), '#/courses/online');
    refuse = null;
    await user.upload(within(replace).getByLabelText('Yeni afiş resmi'), picture());
    await user.click(send);
    expect(await within(replace).findByRole('status')).toHaveTextContent(
      'Afişin resmi değiştirildi',
    );
    expect(pictureCalls()).toHaveLength(2);
    // A multipart upload with the one file field, as a new banner's (jsdom's File reaches the
    // test server without its bytes, so only the field is checked here; the API test sends real
    // pictures).
    expect(String(pictureCalls()[1]!.headers['content-type'])).toMatch(/^multipart\/form-data/);
    expect(String(pictureCalls()[1]!.body)).toContain('name="file"');
    // The list shows the new picture; the words being edited stay as they were.
    const image = await screen.findByRole('img', { name: '“Bahar dönemi” afişinin resmi' });
    expect(image.getAttribute('src')).toContain('1-bbbb');
    expect(screen.getByLabelText('Bağlantı')).toHaveValue('#/courses/online');
    expect(screen.getAllByLabelText('Başlık')[0]).toHaveValue('Bahar dönemi');
  });
});
