import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@lms/shared';
import type { RecordedRequest, Reply } from '@lms/shared/testing';
import { expectPath, renderPage, setupAccountTestApi, tokenFor } from '../../../testing/setup';
import { AccountPage } from '../../account/components/account-page';

// The account's consents, its data file, and deleting it after the password and a
// confirmation.

const routes = new Map<string, (request: RecordedRequest) => Reply>();
const server = setupAccountTestApi((request) => {
  const handler = routes.get(`${request.method} ${request.path}`);
  return handler ? handler(request) : { status: 404, body: { success: false, message: 'yok' } };
});

const consents = {
  permitEmail: true,
  permitSms: false,
  newsletter: true,
  history: [
    {
      kind: 'marketingEmail',
      granted: true,
      version: 'a1b2c3d4e5f6',
      source: 'signup',
      at: '2026-11-20T07:30:00.000Z',
    },
  ],
};

beforeEach(() => {
  routes.clear();
  routes.set('GET /v1/users/getconsents', () => ({ body: { success: true, data: consents } }));
  routes.set('GET /v1/users/getuserprofile', () => ({ status: 404, body: { message: 'yok' } }));
  useSessionStore.getState().setSession(tokenFor(7), {
    id: 7,
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'ayse@ornek.com.tr',
  });
});

const render = () => renderPage(<AccountPage />, { route: '/account/privacy', path: '/account/*' });

describe('privacy and my data', () => {
  it('turns the newsletter off', async () => {
    routes.set('PUT /v1/users/updateconsents', () => ({
      body: {
        success: true,
        message: 'İzin tercihleriniz kaydedildi.',
        data: { ...consents, newsletter: false },
      },
    }));
    render();
    const newsletter = await screen.findByRole('checkbox', { name: /E-bültene aboneyim/ });
    await userEvent.click(newsletter);
    await userEvent.click(screen.getByRole('button', { name: 'İzinleri kaydet' }));
    expect(await screen.findByRole('status')).toHaveTextContent('İzin tercihleriniz kaydedildi.');
    expect(server.requests.find((r) => r.method === 'PUT')).toMatchObject({
      method: 'PUT',
      path: '/v1/users/updateconsents',
      body: { permitEmail: true, permitSms: false, newsletter: false },
    });
  });

  it('deletes the account only with the password and after confirming, then signs out', async () => {
    routes.set('POST /v1/users/deleteaccount', () => ({
      body: { success: true, message: 'Hesabınız silindi.', data: null },
    }));
    render();
    const remove = await screen.findByRole('button', { name: 'Hesabımı sil' });
    await userEvent.click(remove);
    expect(await screen.findByText('Şifre zorunludur.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Şifreniz'), 'Guclu#Sifre1');
    await userEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Hesabınız silinsin mi?' });
    expect(server.requests.some((r) => r.path === '/v1/users/deleteaccount')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Evet, hesabımı sil' }));
    await expectPath('/');
    expect(server.requests.find((r) => r.method === 'POST')).toMatchObject({
      method: 'POST',
      path: '/v1/users/deleteaccount',
      body: { password: 'Guclu#Sifre1' },
    });
    expect(useSessionStore.getState().token).toBeNull();
  });
});
