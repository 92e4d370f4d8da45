import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setupTestApi, type Handler } from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { buildSiteSettings } from '../../../testing/factories';
import { ContactPage } from './contact-page';

let contactReply: ReturnType<Handler>;
const server = setupTestApi(
  (request) =>
    request.path === '/v1/WebsiteSettings/getwebsiteparts'
      ? { body: { success: true, data: buildSiteSettings() } }
      : contactReply,
  { namespaces: { content: { tr, en } } },
);

const contactRequests = () => server.requests.filter((r) => r.path === '/v1/contacts');

// Typing whole forms key by key is slow on a busy machine.
jest.setTimeout(20_000);

const fillValid = async () => {
  const user = userEvent.setup({ delay: null });
  const form = screen.getByRole('form', { name: 'Mesaj Gönderin' });
  const fill = async (label: string, text: string) => {
    await user.click(within(form).getByLabelText(label));
    await user.paste(text);
  };
  await fill('Ad Soyad', 'Zeynep Çelik');
  await fill('E-posta adresi', 'zeynep@ornek.com.tr');
  await fill('Telefon numarası', '5551234567');
  await fill('Konu', 'Kurumsal eğitim');
  await fill('Mesajınız', 'Bilgi almak istiyoruz.');
  return form;
};

describe('contact page', () => {
  it('shows the details, social links and the map from the site settings', async () => {
    renderWithProviders(<ContactPage />);
    const details = await screen.findByRole('region', { name: 'İletişim Bilgileri' });
    expect(details).toHaveTextContent('Yenibosna Merkez Mah. Çınar Cad. No: 12');
    expect(within(details).getByRole('link', { name: '0212 451 36 00' })).toHaveAttribute(
      'href',
      'tel:02124513600',
    );
    expect(details).toHaveTextContent('0212 451 36 99');
    const social = within(details).getByRole('navigation', { name: 'Sosyal medya' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      'https://www.facebook.com/ihracatakademisi',
      'https://www.instagram.com/ihracatakademisi',
      'https://www.youtube.com/@ihracatakademisi',
      'mailto:egitim@ihracatakademi.org.tr',
    ]);
    const map = screen.getByTitle('Eğitim merkezimizin haritadaki konumu');
    expect(map.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&marker=40\.998412%2C28\.836218$/,
    );
  });

  it('shows one message per invalid field and sends nothing', async () => {
    renderWithProviders(<ContactPage />);
    const form = await screen.findByRole('form', { name: 'Mesaj Gönderin' });
    await userEvent.click(within(form).getByRole('button', { name: 'Gönder' }));
    expect(
      within(form)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual([
      'Ad soyad zorunludur.',
      'E-posta adresi zorunludur.',
      'Geçerli bir telefon numarası zorunludur.',
      'Konu zorunludur.',
      'Mesaj zorunludur.',
    ]);
    expect(within(form).getByLabelText('Ad Soyad')).toHaveAttribute('aria-invalid', 'true');
    expect(contactRequests()).toHaveLength(0);
  });

  it.each(['0532 123 45 67', '0532-123 45 67', '532 123 45 67', '+90 532 123 45 67'])(
    'takes the phone written as %s and sends its ten digits',
    async (written) => {
      contactReply = { body: { success: true, message: 'Mesajınız alındı.', data: null } };
      renderWithProviders(<ContactPage />);
      await screen.findByRole('form', { name: 'Mesaj Gönderin' });
      const form = await fillValid();
      const phone = within(form).getByLabelText('Telefon numarası');
      await userEvent.clear(phone);
      await userEvent.type(phone, written);
      expect(phone).toHaveValue(written);
      await userEvent.click(within(form).getByRole('button', { name: 'Gönder' }));
      await screen.findByText(/Mesajınız bize ulaştı/);
      expect(contactRequests().at(-1)?.body).toMatchObject({ phoneNumber: '5321234567' });
    },
  );

  it('refuses a number that lost a digit instead of sending it', async () => {
    renderWithProviders(<ContactPage />);
    await screen.findByRole('form', { name: 'Mesaj Gönderin' });
    const form = await fillValid();
    const sent = contactRequests().length;
    const phone = within(form).getByLabelText('Telefon numarası');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0532-123 45 6');
    await userEvent.click(within(form).getByRole('button', { name: 'Gönder' }));
    expect(await within(form).findByText('Geçerli bir telefon numarası zorunludur.')).toBeVisible();
    expect(contactRequests()).toHaveLength(sent);
  });

  it('sends the message, resets the form and shows contactSuccess', async () => {
    contactReply = { body: { success: true, message: 'Mesajınız alındı.', data: null } };
    renderWithProviders(<ContactPage />);
    await screen.findByRole('form', { name: 'Mesaj Gönderin' });
    const form = await fillValid();
    await userEvent.click(within(form).getByRole('button', { name: 'Gönder' }));

    expect(await screen.findByText(/Mesajınız bize ulaştı/)).toHaveAttribute('role', 'status');
    expect(contactRequests().at(-1)?.body).toEqual({
      fullName: 'Zeynep Çelik',
      email: 'zeynep@ornek.com.tr',
      phoneNumber: '5551234567',
      title: 'Kurumsal eğitim',
      description: 'Bilgi almak istiyoruz.',
    });
    expect(within(form).getByLabelText('Ad Soyad')).toHaveValue('');
    expect(within(form).getByLabelText('Mesajınız')).toHaveValue('');
  });

  it("shows the server's message when sending fails and keeps what was typed", async () => {
    contactReply = {
      status: 429,
      body: { success: false, message: 'Çok fazla istek gönderdiniz.' },
    };
    renderWithProviders(<ContactPage />);
    await screen.findByRole('form', { name: 'Mesaj Gönderin' });
    const form = await fillValid();
    await userEvent.click(within(form).getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Çok fazla istek gönderdiniz.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(within(form).getByLabelText('Ad Soyad')).toHaveValue('Zeynep Çelik');
  });
});
