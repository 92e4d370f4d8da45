import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@lms/shared';
import {
  buildProfile,
  buildUserCourse,
  initTestI18n,
  type RecordedRequest,
  type Reply,
} from '@lms/shared/testing';
import { expectPath, renderPage, setupAccountTestApi, tokenFor } from '../../../testing/setup';
import { AccountPage } from './account-page';

const routes = new Map<string, (request: RecordedRequest) => Reply>();
const server = setupAccountTestApi((request) => {
  const handler = routes.get(`${request.method} ${request.path}`);
  return handler ? handler(request) : { status: 404, body: { success: false, message: 'yok' } };
});
beforeEach(() => {
  routes.clear();
  useSessionStore.getState().setSession(tokenFor(7), {
    id: 7,
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'ayse@ornek.com.tr',
  });
});

const render = (route: string) => renderPage(<AccountPage />, { route, path: '/account/*' });

const course = (id: number, courseTypeId: number, name: string) =>
  buildUserCourse({ id, courseTypeId, name, courseEndDate: '2027-03-31T20:59:00.000Z' });

const profile = buildProfile();

describe('account area', () => {
  it('greets the user by name, links the sidebar, and opens info by default', async () => {
    routes.set('GET /v1/users/getuserprofile', () => ({ body: { success: true, data: profile } }));
    render('/account');
    expect(screen.getByRole('heading', { level: 1, name: 'Ayşe Yılmaz' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Hesap menüsü' });
    expect(within(menu).getByRole('link', { name: 'Eğitimlerim' })).toHaveAttribute(
      'href',
      '/account/courses',
    );
    expect(within(menu).getByRole('link', { name: 'Şifre Değiştir' })).toHaveAttribute(
      'href',
      '/account/password',
    );
    await expectPath('/account/info');
    expect(await screen.findByLabelText('Ad')).toHaveValue('Ayşe');
  });

  it('lists my courses: more information for each, videos only for type 1', async () => {
    routes.set('GET /v1/courses/getusercourses', () => ({
      body: {
        success: true,
        courseTypeId: 1,
        data: [course(101, 1, 'Dış Ticarete Giriş'), course(201, 2, 'Kalıp Hazırlama')],
      },
    }));
    render('/account/courses');
    const region = screen.getByRole('region', { name: 'Eğitimlerim' });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: /Detaylı bilgi/ })).toHaveAttribute(
      'href',
      '#/courses/details/egitim-101',
    );
    expect(within(items[0]!).getByRole('link', { name: /Videolar/ })).toHaveAttribute(
      'href',
      '#/courses/videos/egitim-101',
    );
    expect(within(items[1]!).getByRole('link', { name: /Detaylı bilgi/ })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('link', { name: /Videolar/ })).not.toBeInTheDocument();
  });

  it("shows each online course's progress and continues at the video watched last", async () => {
    routes.set('GET /v1/courses/getusercourses', () => ({
      body: {
        success: true,
        courseTypeId: 1,
        data: [
          buildUserCourse({
            id: 101,
            name: 'Dış Ticarete Giriş',
            progress: {
              videoPercent: 40,
              examsPassed: 1,
              examsTotal: 2,
              videosWatched: 1,
              videosTotal: 3,
              lastVideo: { id: 7, title: 'Temel Terimler', seconds: 30 },
            },
          }),
          buildUserCourse({ id: 102, name: 'Incoterms' }),
        ],
      },
    }));
    render('/account/courses');
    const region = screen.getByRole('region', { name: 'Eğitimlerim' });
    const [started, fresh] = await within(region).findAllByRole('listitem');
    const bar = within(started!).getByRole('progressbar', {
      name: 'Dış Ticarete Giriş eğitimindeki ilerleme',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '%40');
    expect(within(started!).getByText('%40 izlendi')).toBeVisible();
    expect(within(started!).getByText('Sınavlar: 1/2 geçildi')).toBeVisible();
    expect(within(started!).getByText('Videolar: 1/3 izlendi')).toBeVisible();
    expect(within(started!).queryByText(/Tamamlandı/)).not.toBeInTheDocument();
    expect(
      within(started!).getByRole('link', { name: 'Devam et: Dış Ticarete Giriş, Temel Terimler' }),
    ).toHaveAttribute('href', '#/courses/videos/egitim-101?video=7');
    expect(within(fresh!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(fresh!).queryByRole('link', { name: /Devam et/ })).not.toBeInTheDocument();
  });

  it('shows a completed course with its completion date', async () => {
    routes.set('GET /v1/courses/getusercourses', () => ({
      body: {
        success: true,
        courseTypeId: 1,
        data: [
          buildUserCourse({
            progress: {
              videoPercent: 100,
              videosWatched: 3,
              examsPassed: 1,
              completedAt: '2026-11-20T10:00:00.000Z',
            },
          }),
        ],
      },
    }));
    render('/account/courses');
    expect(await screen.findByText('Tamamlandı: 20 Kasım 2026')).toBeVisible();
    expect(screen.getByText('Videolar: 3/3 izlendi')).toBeVisible();
  });

  it('writes dates and progress the English way in English', async () => {
    await initTestI18n('en');
    try {
      routes.set('GET /v1/courses/getusercourses', () => ({
        body: {
          success: true,
          courseTypeId: 1,
          data: [buildUserCourse({ progress: { videoPercent: 40 } })],
        },
      }));
      render('/account/courses');
      expect(await screen.findByText('Ends: 15 January 2027')).toBeVisible();
      expect(screen.getByText('40% watched')).toBeVisible();
      expect(screen.getByText('Videos watched: 0 of 3')).toBeVisible();
    } finally {
      await initTestI18n('tr');
    }
  });

  it('says courseEmpty when the user owns nothing, and shows a failed load', async () => {
    routes.set('GET /v1/courses/getusercourses', () => ({
      body: { success: true, courseTypeId: 1, data: [] },
    }));
    const { unmount } = render('/account/courses');
    expect(await screen.findByText('Gösterilecek eğitim bulunamadı.')).toBeInTheDocument();
    unmount();
    routes.set('GET /v1/courses/getusercourses', () => ({
      status: 500,
      body: { success: false, message: 'Sunucu hatası' },
    }));
    render('/account/courses');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sunucu hatası');
  });

  it('saves the profile with the tax-trio rule and renames the header', async () => {
    let saved = profile;
    routes.set('GET /v1/users/getuserprofile', () => ({ body: { success: true, data: saved } }));
    routes.set('PUT /v1/users/updateprofile', (request) => {
      saved = request.body as typeof profile;
      return { body: { success: true, message: 'ok', data: saved } };
    });
    render('/account/info');
    const name = await screen.findByLabelText('Ad');
    await userEvent.type(screen.getByLabelText('Vergi dairesi'), 'Kadıköy');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      screen.getAllByText('Vergi numarası, vergi dairesi ve şirket adı birlikte doldurulmalıdır.'),
    ).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Vergi numarası'), '12ab34');
    expect(screen.getByLabelText('Vergi numarası')).toHaveValue('1234');
    await userEvent.type(screen.getByLabelText('Şirket adı'), 'Ege Örme');

    await userEvent.clear(name);
    await userEvent.type(name, 'Ayşe Nur');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Bilgileriniz başarıyla güncellendi.',
    );
    expect(server.requests.at(-1)?.body).toMatchObject({
      name: 'Ayşe Nur',
      taxNumber: '1234',
      taxOffice: 'Kadıköy',
      companyName: 'Ege Örme',
      permitSms: true,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Ayşe Nur Yılmaz' })).toBeInTheDocument();
  });

  it('says a new address changes only through the link mailed to it, and shows the address kept', async () => {
    routes.set('GET /v1/users/getuserprofile', () => ({ body: { success: true, data: profile } }));
    routes.set('PUT /v1/users/updateprofile', () => ({
      // The server keeps the address until the link is opened.
      body: { success: true, message: 'ok', data: profile },
    }));
    render('/account/info');
    const email = await screen.findByLabelText('E-posta adresi');
    await userEvent.clear(email);
    await userEvent.type(email, 'Yeni.Adres@ornek.com.tr');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Bilgileriniz kaydedildi. yeni.adres@ornek.com.tr adresine bir onay bağlantısı gönderdik; e-posta adresiniz, bağlantıyı açtığınızda değişir.',
    );
    expect(server.requests.at(-1)?.body).toMatchObject({ email: 'Yeni.Adres@ornek.com.tr' });
    expect(email).toHaveValue(profile.email);
  });

  it('keeps what was typed when the server refuses the profile', async () => {
    routes.set('GET /v1/users/getuserprofile', () => ({ body: { success: true, data: profile } }));
    routes.set('PUT /v1/users/updateprofile', () => ({
      status: 409,
      body: { success: false, message: 'Bu e-posta adresi başka bir hesapta kullanılıyor.' },
    }));
    render('/account/info');
    const email = await screen.findByLabelText('E-posta adresi');
    await userEvent.clear(email);
    await userEvent.type(email, 'baska@ornek.com.tr');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('başka bir hesapta');
    expect(email).toHaveValue('baska@ornek.com.tr');
  });

  it('changes the password with the strong rule, resets the form and keeps the new token', async () => {
    routes.set('PUT /v1/users/changepassword', () => ({
      body: { success: true, message: 'ok', data: { token: 'yeni-oturum-belirteci' } },
    }));
    const tokenBefore = useSessionStore.getState().token;
    expect(tokenBefore).not.toBe('yeni-oturum-belirteci');
    render('/account/password');
    const current = screen.getByLabelText('Mevcut şifre', { selector: 'input' });
    const next = screen.getByLabelText('Yeni şifre', { selector: 'input' });
    const confirm = screen.getByLabelText('Yeni şifre tekrarı', { selector: 'input' });
    expect(next).toHaveAccessibleDescription(/büyük harf, küçük harf, rakam/);
    await userEvent.click(screen.getByRole('button', { name: 'Şifreyi kaydet' }));
    expect(screen.getByText('Mevcut şifre zorunludur.')).toBeInTheDocument();
    expect(screen.getByText('Yeni şifre zorunludur.')).toBeInTheDocument();
    expect(screen.getByText('Yeni şifre tekrarı zorunludur.')).toBeInTheDocument();

    await userEvent.type(current, 'Demo1234!');
    await userEvent.type(next, 'yenisifre1');
    await userEvent.type(confirm, 'Yeni#Sifre2');
    expect(screen.getByText(/^Şifre en az 8 karakter olmalı; büyük harf/)).toBeInTheDocument();
    expect(screen.getByText('Yeni şifreler eşleşmiyor.')).toBeInTheDocument();

    await userEvent.clear(next);
    await userEvent.type(next, 'Yeni#Sifre2');
    await userEvent.click(screen.getByRole('button', { name: 'Şifreyi kaydet' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Şifreniz başarıyla değiştirildi.');
    expect(server.requests.at(-1)?.body).toEqual({
      currentPassword: 'Demo1234!',
      newPassword: 'Yeni#Sifre2',
      confirmNewPassword: 'Yeni#Sifre2',
    });
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    expect(confirm).toHaveValue('');
    // The change ended every older session on the server; this one carries on.
    expect(useSessionStore.getState().token).toBe('yeni-oturum-belirteci');
  });

  it('logs out: clears token and user and goes home', async () => {
    routes.set('GET /v1/courses/getusercourses', () => ({
      body: { success: true, courseTypeId: 1, data: [] },
    }));
    render('/account/courses');
    await userEvent.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    await expectPath('/');
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
  });
});
