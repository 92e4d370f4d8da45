import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router-dom';
import { useSessionStore } from '@lms/shared';
import type { Reply } from '@lms/shared/testing';
import { expectPath, renderPage, setupAccountTestApi, tokenFor } from '../../../testing/setup';
import { SignupPage } from './signup-page';

let reply: Reply;
const server = setupAccountTestApi(() => reply);
beforeEach(() => useSessionStore.getState().clearSession());

/** The shell's guest guard (shell/src/routes/app-routes.tsx) around the page. */
const GuestOnly = () => {
  const loggedIn = useSessionStore((state) => Boolean(state.token));
  return loggedIn ? <Navigate to="/account/courses" replace /> : <SignupPage />;
};

const form = () => within(document.getElementById('signup-form')!);
const render = () => renderPage(<SignupPage />, { route: '/signup', path: '/signup' });

const fillIndividual = async () => {
  await userEvent.type(form().getByLabelText('Ad'), 'Deniz');
  await userEvent.type(form().getByLabelText('Soyad'), 'Aydın');
  await userEvent.type(form().getByLabelText('T.C. Kimlik No'), '10000000146');
  await userEvent.type(form().getByLabelText('Cep telefonu'), '05321234567');
  await userEvent.type(form().getByLabelText('E-posta adresi'), 'deniz@ornek.com.tr');
  await userEvent.type(form().getByLabelText('Şifre', { selector: 'input' }), 'Guclu#Sifre1');
  await userEvent.type(
    form().getByLabelText('Şifre tekrarı', { selector: 'input' }),
    'Guclu#Sifre1',
  );
};
const consent = async () => {
  await userEvent.click(form().getByRole('checkbox', { name: /Kişisel Verilerin Korunması/ }));
  await userEvent.click(form().getByRole('checkbox', { name: /Kayıt Sözleşmesi/ }));
};
const submit = () => userEvent.click(form().getByRole('button', { name: 'Üye Ol' }));

describe('signup page', () => {
  it('really requires both consent boxes, each linking to its info page', async () => {
    render();
    await fillIndividual();
    await submit();
    expect(
      form().getByText('Kişisel verilerin korunması metnini onaylamanız gerekiyor.'),
    ).toBeInTheDocument();
    // The label and its error name the same contract.
    expect(form().getByText('Kayıt sözleşmesini onaylamanız gerekiyor.')).toBeInTheDocument();
    expect(form().getByRole('checkbox', { name: /Kayıt Sözleşmesi/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(form().getByRole('checkbox', { name: /Kayıt Sözleşmesi/ })).toHaveAccessibleDescription(
      'Kayıt sözleşmesini onaylamanız gerekiyor.',
    );
    expect(form().getByRole('link', { name: 'Kişisel Verilerin Korunması' })).toHaveAttribute(
      'href',
      '#/info/personaldataprotection',
    );
    expect(form().getByRole('link', { name: 'Kayıt Sözleşmesi' })).toHaveAttribute(
      'href',
      '#/info/RegistrationContract',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('takes the focus to the first field in error after a submit', async () => {
    render();
    await userEvent.type(form().getByLabelText('Ad'), 'Deniz');
    await userEvent.type(form().getByLabelText('Soyad'), 'Aydın');
    await submit();
    expect(form().getByLabelText('T.C. Kimlik No')).toHaveFocus();
    expect(form().getByLabelText('T.C. Kimlik No')).toHaveAccessibleDescription(
      'T.C. Kimlik No zorunludur ve yalnızca rakamlardan oluşmalıdır.',
    );
  });

  it('blocks letters in digits-only fields and groups the phone 4+3+4', async () => {
    render();
    await userEvent.type(form().getByLabelText('T.C. Kimlik No'), '12a3-4 5');
    expect(form().getByLabelText('T.C. Kimlik No')).toHaveValue('12345');
    await userEvent.type(form().getByLabelText('Cep telefonu'), '0532x1234567');
    expect(form().getByLabelText('Cep telefonu')).toHaveValue('0532 123 4567');
  });

  it('clears the four corporate fields when switching back to individual', async () => {
    render();
    await userEvent.click(screen.getByRole('tab', { name: 'Kurumsal' }));
    await userEvent.type(form().getByLabelText('Vergi numarası'), '1234567890');
    await userEvent.type(form().getByLabelText('Vergi dairesi'), 'Kozyatağı');
    await userEvent.type(form().getByLabelText('Şirket adı'), 'Ege Örme');
    await userEvent.type(form().getByLabelText('Şirket adresi'), 'Kadıköy');
    await userEvent.click(screen.getByRole('tab', { name: 'Bireysel' }));
    expect(form().queryByLabelText('Vergi numarası')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Kurumsal' }));
    expect(screen.getByRole('tab', { name: 'Kurumsal' })).toHaveAttribute('aria-selected', 'true');
    for (const label of ['Vergi numarası', 'Vergi dairesi', 'Şirket adı', 'Şirket adresi']) {
      expect(form().getByLabelText(label)).toHaveValue('');
    }
  });

  it('requires the corporate fields for a corporation and sends them', async () => {
    reply = {
      body: {
        success: true,
        data: {
          token: tokenFor(9),
          user: { id: 9, name: 'Deniz', surname: 'Aydın', email: 'deniz@ornek.com.tr' },
        },
      },
    };
    render();
    await userEvent.click(screen.getByRole('tab', { name: 'Kurumsal' }));
    await fillIndividual();
    await consent();
    await submit();
    for (const text of [
      'Vergi numarası zorunludur.',
      'Vergi dairesi zorunludur.',
      'Şirket adı zorunludur.',
      'Şirket adresi zorunludur.',
    ]) {
      expect(form().getByText(text)).toBeInTheDocument();
    }
    await userEvent.type(form().getByLabelText('Vergi numarası'), '1234567890');
    await userEvent.type(form().getByLabelText('Vergi dairesi'), 'Kozyatağı');
    await userEvent.type(form().getByLabelText('Şirket adı'), 'Ege Örme');
    await userEvent.type(form().getByLabelText('Şirket adresi'), 'Kadıköy');
    await submit();
    await expectPath('/account/courses');
    expect(server.requests.at(-1)).toMatchObject({
      path: '/v1/auth/register',
      body: {
        isCorporate: true,
        citizenNumber: '10000000146',
        phone: '0532 123 4567',
        taxNumber: '1234567890',
        taxOffice: 'Kozyatağı',
        companyName: 'Ege Örme',
        address: 'Kadıköy',
        chk_privacy: true,
        chk_membership: true,
        // The optional marketing consents go unticked unless chosen.
        permitEmail: false,
        permitSms: false,
      },
    });
    expect(useSessionStore.getState().token).toBe(tokenFor(9));
  });

  it('takes any password of 8+ characters (spec §5) and shows the server refusing a common one', async () => {
    reply = {
      status: 400,
      body: {
        success: false,
        message:
          'Bu şifre çok yaygın ya da sızdırılmış şifre listelerinde yer alıyor. Lütfen başka bir şifre seçiniz.',
        errors: { password: 'passwordTooCommon' },
      },
    };
    render();
    await fillIndividual();
    for (const label of ['Şifre', 'Şifre tekrarı']) {
      const input = form().getByLabelText(label, { selector: 'input' });
      await userEvent.clear(input);
      await userEvent.type(input, 'Guclu.Sifre1');
    }
    await consent();
    expect(
      form().getByText('En az 8 karakter. Çok yaygın ya da sızdırılmış şifreler kabul edilmez.'),
    ).toBeInTheDocument();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/çok yaygın/);
    expect(server.requests.at(-1)).toMatchObject({
      path: '/v1/auth/register',
      body: { password: 'Guclu.Sifre1', confirmPassword: 'Guclu.Sifre1' },
    });
    expect(form().getByLabelText('Şifre', { selector: 'input' })).toHaveValue('Guclu.Sifre1');
  });

  it('renders the server message sanitised, and keeps the form', async () => {
    reply = {
      status: 409,
      body: {
        success: false,
        message: '<b>Bu e-posta</b> kayıtlı<img src=x onerror="window.__pwned=1">',
      },
    };
    render();
    await fillIndividual();
    await consent();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bu e-posta kayıtlı');
    expect(alert.innerHTML).not.toContain('onerror');
    expect(server.requests.at(-1)?.body).toMatchObject({ isCorporate: false, taxNumber: null });
    expect(form().getByLabelText('E-posta adresi')).toHaveValue('deniz@ornek.com.tr');
  });
  it('goes back to the returnUrl after signing up, as login does', async () => {
    reply = {
      body: {
        success: true,
        data: {
          token: tokenFor(9),
          user: { id: 9, name: 'Deniz', surname: 'Aydın', email: 'deniz@ornek.com.tr' },
        },
      },
    };
    const back = encodeURIComponent('/courses/details/dis-ticaret?add=1');
    // As the shell guards it: a session sends the page away to /account/courses at once.
    renderPage(<GuestOnly />, { route: `/signup?returnUrl=${back}`, path: '/signup' });
    // The way to login keeps the way back.
    expect(screen.getByRole('link', { name: 'Giriş yapın' })).toHaveAttribute(
      'href',
      `/login?returnUrl=${back}`,
    );
    await fillIndividual();
    await consent();
    await submit();
    await expectPath('/courses/details/dis-ticaret?add=1');
    expect(useSessionStore.getState().token).toBe(tokenFor(9));
  });

  it('never follows a returnUrl off the site', async () => {
    reply = {
      body: {
        success: true,
        data: {
          token: tokenFor(9),
          user: { id: 9, name: 'Deniz', surname: 'Aydın', email: 'deniz@ornek.com.tr' },
        },
      },
    };
    renderPage(<SignupPage />, { route: '/signup?returnUrl=%2F%2Fevil.example', path: '/signup' });
    expect(screen.getByRole('link', { name: 'Giriş yapın' })).toHaveAttribute('href', '/login');
    await fillIndividual();
    await consent();
    await submit();
    await expectPath('/account/courses');
  });
});
