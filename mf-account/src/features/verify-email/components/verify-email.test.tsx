import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@lms/shared';
import { buildProfile, type RecordedRequest, type Reply } from '@lms/shared/testing';
import { renderPage, setupAccountTestApi, tokenFor } from '../../../testing/setup';
import { AccountPage } from '../../account/components/account-page';
import { VerifyEmailPage } from './verify-email-page';

const TOKEN = 'a1B2c3D4e5F6g7H8i9J0k1L2';

const routes = new Map<string, (request: RecordedRequest) => Reply | Promise<Reply>>();
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

const renderVerify = (token: string) =>
  renderPage(<VerifyEmailPage />, {
    route: `/verify-email/${token}`,
    path: '/verify-email/:token',
  });

describe('e-mail verification link', () => {
  it('verifies the token once and shows the server’s message with a link to the account', async () => {
    routes.set('PUT /v1/auth/verify-email', () => ({
      body: { success: true, message: 'E-posta adresiniz doğrulandı' },
    }));
    renderVerify(TOKEN);
    expect(await screen.findByText('E-posta adresiniz doğrulandı')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('link', { name: 'Hesabıma git' })).toHaveAttribute('href', '/account');
    const calls = server.requests.filter((r) => r.path === '/v1/auth/verify-email');
    expect(calls.map((r) => r.body)).toEqual([{ token: TOKEN }]);
  });

  it('shows why a used or expired link failed', async () => {
    routes.set('PUT /v1/auth/verify-email', () => ({
      status: 400,
      body: { success: false, message: 'Doğrulama bağlantısının süresi dolmuş.' },
    }));
    useSessionStore.getState().clearSession();
    renderVerify(TOKEN);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Doğrulama bağlantısının süresi dolmuş.',
    );
    expect(screen.getByRole('link', { name: 'Giriş yapıp hesabınıza gidin' })).toHaveAttribute(
      'href',
      `/login?returnUrl=${encodeURIComponent('/account')}`,
    );
  });

  it('does not send a malformed token', async () => {
    renderVerify('kisa');
    expect(await screen.findByRole('alert')).toHaveTextContent('Doğrulama bağlantısı geçersiz.');
    expect(server.requests.some((r) => r.path === '/v1/auth/verify-email')).toBe(false);
  });
});

describe('verify-your-e-mail notice in the account area', () => {
  it('shows while the address is not verified and resends, busy while sending', async () => {
    routes.set('GET /v1/users/getuserprofile', () => ({
      body: { success: true, data: buildProfile({ emailVerified: false }) },
    }));
    let answer: (reply: Reply) => void = () => undefined;
    routes.set(
      'POST /v1/auth/resend-verification',
      () => new Promise<Reply>((resolve) => (answer = resolve)),
    );
    renderPage(<AccountPage />, { route: '/account/info', path: '/account/*' });
    expect(
      await screen.findByText(/E-posta adresiniz \(ayse@ornek.com.tr\) henüz doğrulanmadı/),
    ).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Doğrulama e-postasını yeniden gönder' });
    await userEvent.click(resend);
    await waitFor(() => expect(resend).toHaveAttribute('aria-busy', 'true'));
    expect(resend).toBeDisabled();
    answer({ body: { success: true, message: 'Doğrulama e-postası gönderildi.' } });
    expect(await screen.findByText('Doğrulama e-postası gönderildi.')).toBeInTheDocument();
    expect(resend).toBeEnabled();

    // Asked too often: the server's message.
    routes.set('POST /v1/auth/resend-verification', () => ({
      status: 429,
      body: { success: false, message: 'Çok sık istendi. Lütfen biraz sonra tekrar deneyin.' },
    }));
    await userEvent.click(resend);
    expect(await screen.findByRole('alert')).toHaveTextContent('Çok sık istendi.');
  });

  it('is not shown once the address is verified', async () => {
    routes.set('GET /v1/users/getuserprofile', () => ({
      body: { success: true, data: buildProfile({ emailVerified: true }) },
    }));
    renderPage(<AccountPage />, { route: '/account/info', path: '/account/*' });
    expect(await screen.findByLabelText('Ad')).toHaveValue('Ayşe');
    expect(screen.queryByText(/henüz doğrulanmadı/)).not.toBeInTheDocument();
  });
});
