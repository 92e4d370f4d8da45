import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@lms/shared';
import { buildProfile, renderWithProviders, setupTestApi, type Reply } from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { ContactForm } from './contact-form';

const COURSE = 'Hazır Giyimde Modelistlik ve Kalıp Hazırlama';
const profile = buildProfile({
  email: 'ayse.yilmaz@ornek.com.tr',
  mobilePhone: '0532 123 4567',
  permitSms: false,
});

let contactReply: Reply;
const server = setupTestApi(
  (request) =>
    request.path === '/v1/users/getuserprofile'
      ? { body: { success: true, message: '', data: profile } }
      : contactReply,
  { namespaces: { content: { tr, en } } },
);
beforeEach(() => {
  contactReply = { body: { success: true, message: 'Mesajınız alındı.', data: null } };
  useSessionStore.setState({ token: null, user: null });
});

// Typing whole forms key by key is slow on a busy machine.
jest.setTimeout(20_000);

const contactRequests = () => server.requests.filter((r) => r.path === '/v1/contacts');

describe('the contact form as a course page’s apply-now form (a fixed title)', () => {
  it('shows no subject field and sends the course name as the title', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactForm title={COURSE} />);
    const form = screen.getByRole('form', { name: 'Hemen Başvur' });
    expect(within(form).queryByLabelText('Konu')).not.toBeInTheDocument();
    const fill = async (label: string, text: string) => {
      await user.click(within(form).getByLabelText(label));
      await user.paste(text);
    };
    await fill('Ad Soyad', 'Zeynep Demir');
    await fill('E-posta', 'zeynep.demir@ornek.com.tr');
    await fill('Telefon', '0532 123 45 67');
    await fill('Mesajınız', 'Şubat dönemi için kontenjan var mı?');
    await user.click(within(form).getByRole('button', { name: 'Gönder' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(/Mesajınız bize ulaştı/);
    expect(contactRequests().at(-1)?.body).toEqual({
      fullName: 'Zeynep Demir',
      email: 'zeynep.demir@ornek.com.tr',
      phoneNumber: '5321234567',
      title: COURSE,
      description: 'Şubat dönemi için kontenjan var mı?',
    });
    expect(within(form).getByLabelText('Ad Soyad')).toHaveValue('');
  });

  it('checks the fields it shows, one message each, and sends nothing', async () => {
    renderWithProviders(<ContactForm title={COURSE} />);
    const form = screen.getByRole('form', { name: 'Hemen Başvur' });
    await userEvent.click(within(form).getByRole('button', { name: 'Gönder' }));
    expect(
      within(form)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual([
      'Ad soyad zorunludur.',
      'E-posta adresi zorunludur.',
      'Geçerli bir telefon numarası zorunludur.',
      'Mesaj zorunludur.',
    ]);
    expect(within(form).getByLabelText('Ad Soyad')).toHaveFocus();
    expect(contactRequests()).toHaveLength(0);
  });

  it('pre-fills apply-now from the profile of a logged-in user', async () => {
    useSessionStore.setState({
      token: 'test-token',
      user: { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse.yilmaz@ornek.com.tr' },
    });
    renderWithProviders(<ContactForm title={COURSE} />);
    const form = screen.getByRole('form', { name: 'Hemen Başvur' });
    await waitFor(() => expect(within(form).getByLabelText('Ad Soyad')).toHaveValue('Ayşe Yılmaz'));
    expect(within(form).getByLabelText('E-posta')).toHaveValue('ayse.yilmaz@ornek.com.tr');
    expect(within(form).getByLabelText('Telefon')).toHaveValue('0532 123 4567');
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer test-token');
  });

  it('leaves apply-now empty for a guest and asks for no profile', async () => {
    renderWithProviders(<ContactForm title={COURSE} />);
    const form = screen.getByRole('form', { name: 'Hemen Başvur' });
    expect(within(form).getByLabelText('Ad Soyad')).toHaveValue('');
    expect(server.requests.some((request) => request.path.includes('getuserprofile'))).toBe(false);
  });
});

describe('the contact form on the contact page', () => {
  it('takes the focus to the first field in error', async () => {
    renderWithProviders(<ContactForm />);
    const form = screen.getByRole('form', { name: 'Mesaj Gönderin' });
    await userEvent.type(within(form).getByLabelText('Ad Soyad'), 'Zeynep Çelik');
    await userEvent.click(within(form).getByRole('button', { name: 'Gönder' }));
    expect(within(form).getByLabelText('E-posta adresi')).toHaveFocus();
    // Then the message follows what is typed.
    await userEvent.type(within(form).getByLabelText('E-posta adresi'), 'zeynep@');
    expect(within(form).getByText('Lütfen geçerli bir e-posta adresi girin.')).toBeVisible();
    expect(contactRequests()).toHaveLength(0);
  });
});
