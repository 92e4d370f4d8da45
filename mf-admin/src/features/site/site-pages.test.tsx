import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminFaq, AdminSettings } from '@lms/shared/contracts';
import { useSessionStore } from '@lms/shared';
import { AdminApp } from '../../admin-app';
import { renderAdmin, setupAdminTestApi, signInAs } from '../../testing/setup';

const settings: AdminSettings = {
  settings: {
    telephone: '0212 451 36 00',
    fax: '0212 451 36 99',
    address: 'Yenibosna Merkez Mah.',
    emailForContact: 'egitim@ihracatakademi.org.tr',
    facebook: '',
    instagram: '',
    youtube: '',
    twitterUrl: '',
    whatsapp: '',
    locationLat: 40.9981,
    locationLong: 28.8364,
    menuCourseTypeIds: [1, 2, 3, 5],
    foundationName: 'İhracat Akademisi Mesleki Eğitim Vakfı',
    foundationAddress: '',
    bankName: 'Türkiye Vakıflar Bankası',
    bankAccountHolder: 'Vakıf İktisadi İşletmesi',
    iban: 'TR94 0001 5015 8100 7301 2345 67',
  },
  courseTypes: [
    { id: 1, name: 'Online Eğitimler' },
    { id: 2, name: 'Yüz Yüze Eğitimler' },
    { id: 3, name: 'Ücretsiz Eğitimler' },
    { id: 5, name: 'Sertifika Programları' },
  ],
};

let faqs: AdminFaq[] = [];
/** What the next settings save answers: the server refuses a field, or accepts. */
let refuseIban = false;

const server = setupAdminTestApi((request) => {
  const url = new URL(request.path, 'http://x');
  const ok = (data: unknown) => ({ status: 200, body: { success: true, message: '', data } });
  if (url.pathname === '/v1/admin/settings' && request.method === 'GET') return ok(settings);
  if (url.pathname === '/v1/admin/settings' && request.method === 'PUT') {
    if (refuseIban) {
      return {
        status: 400,
        body: { success: false, message: 'Geçersiz', errors: { iban: 'invalidIban' } },
      };
    }
    return ok({ ...settings, settings: request.body });
  }
  if (url.pathname === '/v1/admin/faqs') return ok(faqs);
  if (url.pathname === '/v1/admin/faqs-order') {
    const ids = (request.body as { ids: number[] }).ids;
    faqs = ids.map((id, index) => ({ ...faqs.find((faq) => faq.id === id)!, sort: index + 1 }));
    return ok(faqs);
  }
  return { status: 404, body: { success: false, message: 'Yok' } };
});

const calls = (method: string, path: string) =>
  server.requests.filter(
    (r) => r.method === method && new URL(r.path, 'http://x').pathname === path,
  );

beforeEach(() => signInAs('editor'));
afterEach(() => useSessionStore.getState().clearSession());

describe('site settings', () => {
  it('saves the telephone; a refused field keeps everything typed and says why', async () => {
    const user = userEvent.setup();
    refuseIban = true;
    renderAdmin(<AdminApp />, '/admin/settings');
    const phone = await screen.findByLabelText('Telefon');
    await user.clear(phone);
    await user.type(phone, '0212 999 88 77');
    await user.click(screen.getByRole('checkbox', { name: 'Ücretsiz eğitimler' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect(
      await screen.findByText('Lütfen geçerli bir IBAN giriniz (TR ve 24 rakam).'),
    ).toBeVisible();
    expect(screen.getByLabelText('Telefon')).toHaveValue('0212 999 88 77');
    expect(screen.getByRole('checkbox', { name: 'Ücretsiz eğitimler' })).not.toBeChecked();
    expect(calls('PUT', '/v1/admin/settings').at(-1)!.body).toMatchObject({
      telephone: '0212 999 88 77',
      menuCourseTypeIds: [1, 2, 5],
    });

    refuseIban = false;
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kaydedildi.')).toBeVisible();
    expect(screen.getByLabelText('Telefon')).toHaveValue('0212 999 88 77');
  });

  it('checks the IBAN in the browser before sending', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/settings');
    const iban = await screen.findByLabelText('IBAN');
    await user.clear(iban);
    await user.type(iban, 'TR12');
    const before = calls('PUT', '/v1/admin/settings').length;
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText('Lütfen geçerli bir IBAN giriniz (TR ve 24 rakam).'),
    ).toBeVisible();
    expect(calls('PUT', '/v1/admin/settings')).toHaveLength(before);
  });
});

describe('FAQ', () => {
  beforeEach(() => {
    faqs = [
      {
        id: 1,
        questionTitle: 'Nasıl kayıt olurum?',
        questionDescription: '<p>A</p>',
        sort: 1,
        en: { questionTitle: 'How do I register?', questionDescription: '' },
      },
      {
        id: 2,
        questionTitle: 'Sertifika verilir mi?',
        questionDescription: '<p>B</p>',
        sort: 2,
        en: { questionTitle: '', questionDescription: '' },
      },
    ];
  });

  it('moves a question up with the keyboard, and the server gets the new order', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/faq');
    const up = await screen.findByRole('button', { name: '“Sertifika verilir mi?” yukarı taşı' });
    expect(
      screen.getByRole('button', { name: '“Nasıl kayıt olurum?” yukarı taşı' }),
    ).toHaveAttribute('aria-disabled', 'true');
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(calls('PUT', '/v1/admin/faqs-order').at(-1)!.body).toEqual({ ids: [2, 1] }),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(
        'Sertifika verilir mi?',
      ),
    );
    // The moved question keeps the focus, so the keyboard can move it on.
    expect(screen.getByRole('button', { name: '“Sertifika verilir mi?” yukarı taşı' })).toBe(
      document.activeElement,
    );
  });
});
