import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest, Reply } from '@lms/shared/testing';
import { renderPage, setupAccountTestApi } from '../../../testing/setup';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

let handler: (request: RecordedRequest) => Reply;
const server = setupAccountTestApi((request) => handler(request));

describe('forgot password', () => {
  it('checks the e-mail, sends it, and shows forgotPasswordSuccessfull', async () => {
    handler = () => ({ body: { success: true, message: 'ok', data: null } });
    renderPage(<ForgotPasswordPage />, { route: '/forgotpassword', path: '/forgotpassword' });
    await userEvent.click(screen.getByRole('button', { name: 'Bağlantı gönder' }));
    expect(screen.getByRole('alert')).toHaveTextContent('E-posta adresi zorunludur.');
    await userEvent.type(screen.getByLabelText('E-posta adresi'), 'ayse@ornek.com.tr');
    await userEvent.click(screen.getByRole('button', { name: 'Bağlantı gönder' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Şifre sıfırlama bağlantısı e-posta adresinize gönderildi.',
    );
    expect(server.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/v1/auth/forgot-password',
      body: { email: 'ayse@ornek.com.tr' },
    });
  });
});

describe('reset password', () => {
  const render = (hash: string) =>
    renderPage(<ResetPasswordPage />, {
      route: `/resetpassword/${hash}`,
      path: '/resetpassword/:hash',
    });

  it('shows resetPasswordExpire for an expired hash', async () => {
    handler = () => ({ status: 400, body: { success: false, message: 'süresi dolmuş' } });
    render('eski');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Şifre sıfırlama bağlantısının süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
    );
    expect(server.requests.at(-1)).toMatchObject({
      path: '/v1/auth/verifyhash',
      body: { resetHash: 'eski' },
    });
    expect(screen.getByRole('link', { name: 'Yeni bağlantı iste' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
  });

  it('verifies the hash, checks the §5 rules and sets the new password', async () => {
    handler = (request) =>
      request.path === '/v1/auth/verifyhash'
        ? { body: { success: true, data: true } }
        : { body: { success: true, message: 'Şifreniz güncellendi.', data: null } };
    render('gecerli');
    const password = await screen.findByLabelText('Yeni şifre', { selector: 'input' });
    const confirm = screen.getByLabelText('Yeni şifre tekrarı', { selector: 'input' });
    await userEvent.click(screen.getByRole('button', { name: 'Şifreyi kaydet' }));
    expect(screen.getByText('Şifre zorunludur.')).toBeInTheDocument();
    expect(screen.getByText('Şifre tekrarı zorunludur.')).toBeInTheDocument();
    await userEvent.type(password, 'kisa');
    await userEvent.type(confirm, 'baska');
    expect(screen.getByText('Şifre en az 8 karakter olmalıdır.')).toBeInTheDocument();
    expect(screen.getByText('Şifreler eşleşmiyor.')).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.clear(confirm);
    await userEvent.type(password, 'YeniSifre9');
    await userEvent.type(confirm, 'YeniSifre9');
    await userEvent.click(screen.getByRole('button', { name: 'Şifreyi kaydet' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Şifreniz güncellendi.');
    expect(server.requests.at(-1)).toMatchObject({
      path: '/v1/auth/reset-password',
      body: { resetHash: 'gecerli', newPassword: 'YeniSifre9' },
    });
  });

  it('keeps the confirmation error current while either field changes after a submit', async () => {
    handler = () => ({ body: { success: true, data: true } });
    server.requests.length = 0;
    render('gecerli');
    const password = await screen.findByLabelText('Yeni şifre', { selector: 'input' });
    const confirm = screen.getByLabelText('Yeni şifre tekrarı', { selector: 'input' });
    await userEvent.type(password, 'YeniSifre9');
    await userEvent.type(confirm, 'YeniSifre8');
    expect(screen.queryByText('Şifreler eşleşmiyor.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Şifreyi kaydet' }));
    expect(screen.getByText('Şifreler eşleşmiyor.')).toBeInTheDocument();
    expect(confirm).toHaveFocus();
    // Mending the password, not the confirmation, clears the mismatch.
    await userEvent.clear(password);
    await userEvent.type(password, 'YeniSifre8');
    expect(screen.queryByText('Şifreler eşleşmiyor.')).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.path === '/v1/auth/reset-password')).toBe(false);
  });
});
