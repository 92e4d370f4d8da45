import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_NAME, useSessionStore } from '@lms/shared';
import type { Reply } from '@lms/shared/testing';
import { expectPath, renderPage, setupAccountTestApi, tokenFor } from '../../../testing/setup';
import { LoginPage } from './login-page';

let reply: Reply;
const server = setupAccountTestApi(() => reply);
beforeEach(() => {
  useSessionStore.getState().clearSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const user = { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@ornek.com.tr' };
const success = (): Reply => ({
  body: { success: true, message: 'ok', data: { token: tokenFor(7), user } },
});

const fillAndSubmit = async (email: string, password: string) => {
  await userEvent.type(screen.getByLabelText('E-posta adresi'), email);
  await userEvent.type(screen.getByLabelText('Şifre', { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
};

describe('login page', () => {
  it('checks the §5 rules before calling the server', async () => {
    renderPage(<LoginPage />, { route: '/login', path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(screen.getByText('E-posta adresi zorunludur.')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Şifre zorunludur.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-posta adresi')).toHaveAccessibleDescription(
      'E-posta adresi zorunludur.',
    );
    await userEvent.type(screen.getByLabelText('E-posta adresi'), 'ali@firma');
    await userEvent.type(screen.getByLabelText('Şifre', { selector: 'input' }), 'kisa');
    expect(screen.getByText('Lütfen geçerli bir e-posta adresi girin.')).toBeInTheDocument();
    expect(screen.getByText('Şifre en az 8 karakter olmalıdır.')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('shows the server message in an error box and keeps what was typed', async () => {
    reply = {
      status: 400,
      body: { success: false, message: 'E-posta adresi ya da şifre hatalı.' },
    };
    renderPage(<LoginPage />, { route: '/login', path: '/login' });
    await fillAndSubmit('ayse@ornek.com.tr', 'Yanlis#Sifre1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-posta adresi ya da şifre hatalı.',
    );
    expect(screen.getByLabelText('E-posta adresi')).toHaveValue('ayse@ornek.com.tr');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows loginSuccess, stores the session and goes to my courses', async () => {
    reply = success();
    renderPage(<LoginPage />, { route: '/login', path: '/login' });
    await fillAndSubmit('ayse@ornek.com.tr', 'Demo1234!');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Giriş başarılı, panele yönlendiriliyorsunuz…',
    );
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/auth/login',
      body: { email: 'ayse@ornek.com.tr', password: 'Demo1234!' },
    });
    await expectPath('/account/courses');
    expect(useSessionStore.getState()).toMatchObject({ token: tokenFor(7), user });
    expect(window.localStorage.getItem(SESSION_STORAGE_NAME)).toContain(tokenFor(7));
  });

  it("keeps the browser's device token and sends it with the next login", async () => {
    reply = {
      body: {
        success: true,
        message: 'ok',
        data: { token: tokenFor(7), user, deviceToken: 'cihaz-belirteci' },
      },
    };
    const first = renderPage(<LoginPage />, { route: '/login', path: '/login' });
    await fillAndSubmit('ayse@ornek.com.tr', 'Demo1234!');
    await expectPath('/account/courses');
    expect(server.requests.at(-1)!.headers['x-device-token']).toBeUndefined();
    expect(window.localStorage.getItem('lms_device')).toBe('cihaz-belirteci');

    // Signed out, the next login from this browser carries it, whoever else failed meanwhile.
    first.unmount();
    act(() => useSessionStore.getState().clearSession());
    renderPage(<LoginPage />, { route: '/login', path: '/login' });
    await fillAndSubmit('ayse@ornek.com.tr', 'Demo1234!');
    await expectPath('/account/courses');
    expect(server.requests.at(-1)!.headers['x-device-token']).toBe('cihaz-belirteci');
  });

  it('without remember me keeps the token out of localStorage', async () => {
    reply = success();
    renderPage(<LoginPage />, { route: '/login', path: '/login' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Beni hatırla' }));
    await fillAndSubmit('ayse@ornek.com.tr', 'Demo1234!');
    await expectPath('/account/courses');
    expect(window.sessionStorage.getItem(SESSION_STORAGE_NAME)).toContain(tokenFor(7));
    expect(window.localStorage.getItem(SESSION_STORAGE_NAME)).not.toContain(tokenFor(7));
  });

  it('goes back to the returnUrl, but never off the site', async () => {
    reply = success();
    const { unmount } = renderPage(<LoginPage />, {
      route: '/login?returnUrl=%2Fcourses%2Fdetails%2Fdis-ticaret',
      path: '/login',
    });
    await fillAndSubmit('ayse@ornek.com.tr', 'Demo1234!');
    await expectPath('/courses/details/dis-ticaret');
    unmount();
    act(() => useSessionStore.getState().clearSession());

    renderPage(<LoginPage />, { route: '/login?returnUrl=%2F%2Fevil.example', path: '/login' });
    await fillAndSubmit('ayse@ornek.com.tr', 'Demo1234!');
    await expectPath('/account/courses');
  });

  it('keeps the way back on the way to signup', async () => {
    const back = encodeURIComponent('/courses/details/dis-ticaret?add=1');
    const { unmount } = renderPage(<LoginPage />, {
      route: `/login?returnUrl=${back}`,
      path: '/login',
    });
    expect(screen.getByRole('link', { name: 'Hemen üye olun' })).toHaveAttribute(
      'href',
      `/signup?returnUrl=${back}`,
    );
    unmount();
    renderPage(<LoginPage />, { route: '/login', path: '/login' });
    expect(screen.getByRole('link', { name: 'Hemen üye olun' })).toHaveAttribute('href', '/signup');
  });

  it('reveals the password only while the eye button is held down', async () => {
    renderPage(<LoginPage />, { route: '/login', path: '/login' });
    const input = screen.getByLabelText('Şifre', { selector: 'input' });
    const reveal = screen.getByRole('button', { name: 'Şifreyi göster (basılı tutun)' });
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.pointerDown(reveal);
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.pointerUp(reveal);
    expect(input).toHaveAttribute('type', 'password');
    // The keyboard holds it too: Space down shows, Space up hides.
    fireEvent.keyDown(reveal, { key: ' ' });
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.keyUp(reveal, { key: ' ' });
    expect(input).toHaveAttribute('type', 'password');
  });
});
