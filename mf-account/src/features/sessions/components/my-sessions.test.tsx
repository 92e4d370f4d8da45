import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type SessionSummary } from '@lms/shared';
import type { RecordedRequest, Reply } from '@lms/shared/testing';
import { expectPath, renderPage, setupAccountTestApi, tokenFor } from '../../../testing/setup';
import { AccountPage } from '../../account/components/account-page';

// The account area lists the active sessions and ends any one of them, or all.

const routes = new Map<string, (request: RecordedRequest) => Reply>();
const server = setupAccountTestApi((request) => {
  const handler = routes.get(`${request.method} ${request.path}`);
  return handler ? handler(request) : { status: 404, body: { success: false, message: 'yok' } };
});

const HERE = 'b3R1cnVtLWJ1cmFkYS0x';
const PHONE = 'b3R1cnVtLXRlbGVmb24tMg';
let live: SessionSummary[];

beforeEach(() => {
  routes.clear();
  live = [
    {
      id: HERE,
      device: 'Chrome, Windows',
      createdAt: '2026-11-20T07:30:00.000Z',
      lastSeenAt: '2026-11-26T09:15:00.000Z',
      current: true,
    },
    {
      id: PHONE,
      device: 'Safari, iPhone',
      createdAt: '2026-11-18T18:05:00.000Z',
      lastSeenAt: '2026-11-25T20:40:00.000Z',
      current: false,
    },
    {
      id: 'b3R1cnVtLWJpbGlubWV5ZW4z',
      device: '',
      createdAt: '2026-11-10T10:00:00.000Z',
      lastSeenAt: '2026-11-10T10:00:00.000Z',
      current: false,
    },
  ];
  routes.set('GET /v1/auth/sessions', () => ({ body: { success: true, message: '', data: live } }));
  routes.set('GET /v1/users/getuserprofile', () => ({ status: 404, body: { message: 'yok' } }));
  useSessionStore.getState().setSession(tokenFor(7), {
    id: 7,
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'ayse@ornek.com.tr',
  });
});

const render = () =>
  renderPage(<AccountPage />, { route: '/account/sessions', path: '/account/*' });
const rows = async () =>
  within(await screen.findByRole('list', { name: 'Oturumlarım' })).getAllByRole('listitem');

describe('my sessions', () => {
  it('is in the account menu, and lists each device with its times, this one marked', async () => {
    render();
    const menu = screen.getByRole('navigation', { name: 'Hesap menüsü' });
    expect(within(menu).getByRole('link', { name: 'Oturumlarım' })).toHaveAttribute(
      'href',
      '/account/sessions',
    );
    const [here, phone, unknown] = await rows();
    expect(within(here!).getByRole('heading', { name: /Chrome, Windows/ })).toBeInTheDocument();
    expect(within(here!).getByText('Bu cihaz')).toBeVisible();
    expect(within(here!).getByText('Giriş')).toBeVisible();
    expect(within(here!).getByText('Son etkinlik')).toBeVisible();
    // In İstanbul time.
    expect(within(here!).getByText('20 Kasım 2026 10:30')).toBeVisible();
    expect(within(here!).getByText('26 Kasım 2026 12:15')).toBeVisible();
    expect(within(here!).getByRole('button', { name: 'Bu cihazda çıkış yap' })).toBeEnabled();
    expect(within(phone!).queryByText('Bu cihaz')).not.toBeInTheDocument();
    expect(
      within(phone!).getByRole('button', { name: 'Oturumu sonlandır: Safari, iPhone' }),
    ).toBeEnabled();
    expect(within(unknown!).getByRole('heading', { name: 'Bilinmeyen cihaz' })).toBeVisible();
  });

  it("ends another device's session and shows the list without it; this one stays signed in", async () => {
    routes.set(`DELETE /v1/auth/sessions/${PHONE}`, () => {
      live = live.filter((session) => session.id !== PHONE);
      return { body: { success: true, message: 'Oturum sonlandırıldı.', data: null } };
    });
    render();
    const [, phone] = await rows();
    await userEvent.click(
      within(phone!).getByRole('button', { name: 'Oturumu sonlandır: Safari, iPhone' }),
    );
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(screen.queryByText('Safari, iPhone')).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'DELETE' && r.path.endsWith(PHONE))).toBe(true);
    expect(useSessionStore.getState().token).toBe(tokenFor(7));
  });

  it('says why when a session cannot be ended, and keeps it listed', async () => {
    routes.set(`DELETE /v1/auth/sessions/${PHONE}`, () => ({
      status: 404,
      body: { success: false, message: 'Oturum bulunamadı.' },
    }));
    render();
    const [, phone] = await rows();
    await userEvent.click(within(phone!).getByRole('button', { name: /Oturumu sonlandır/ }));
    expect(await within(phone!).findByRole('alert')).toHaveTextContent('Oturum bulunamadı.');
    expect(useSessionStore.getState().token).toBe(tokenFor(7));
  });

  it('ending this device’s session signs out here', async () => {
    routes.set(`DELETE /v1/auth/sessions/${HERE}`, () => ({
      body: { success: true, message: 'Oturum sonlandırıldı.', data: null },
    }));
    render();
    const [here] = await rows();
    await userEvent.click(within(here!).getByRole('button', { name: 'Bu cihazda çıkış yap' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    await expectPath('/');
  });

  it('signs out everywhere: the API ends every session, then this browser forgets its own', async () => {
    routes.set('POST /v1/auth/logout-all', () => ({
      body: { success: true, message: 'Tüm cihazlardaki oturumlarınız kapatıldı.', data: null },
    }));
    render();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Tüm cihazlardan çıkış yap' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    const call = server.requests.find((r) => r.path === '/v1/auth/logout-all');
    expect(call?.method).toBe('POST');
    expect(call?.headers.authorization).toBe(`Bearer ${tokenFor(7)}`);
    await expectPath('/');
  });

  it('stays signed in and says so when signing out everywhere fails', async () => {
    routes.set('POST /v1/auth/logout-all', () => ({
      status: 503,
      body: { success: false, message: 'Hizmet şu anda kullanılamıyor.' },
    }));
    render();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Tüm cihazlardan çıkış yap' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe(tokenFor(7));
  });
});
