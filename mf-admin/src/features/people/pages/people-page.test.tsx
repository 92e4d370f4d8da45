import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PersonDetail, PersonSummary } from '@lms/shared/contracts';
import { useSessionStore } from '@lms/shared';
import { AdminApp } from '../../../admin-app';
import { renderAdmin, setupAdminTestApi, signInAs } from '../../../testing/setup';

const gulsen: PersonSummary = {
  id: 41,
  name: 'Gülşen',
  surname: 'Öztaş',
  email: 'gulsen@ornek.com.tr',
  companyName: 'Çağrı Dış Ticaret A.Ş.',
  citizenId: '123******90',
  role: null,
  emailVerified: false,
  disabled: false,
  createdAt: '2026-11-20T09:00:00.000Z',
};
const detail: PersonDetail = {
  ...gulsen,
  phone: '05321234567',
  isCorporate: true,
  liveSessions: 2,
  courses: [
    {
      courseId: 5,
      name: 'Dış Ticarete Giriş',
      enrolledAt: '2026-11-21T09:00:00.000Z',
      orderTrackingId: 'HVL-123',
      videoPercent: 40,
      examsPassed: 1,
      examsTotal: 2,
      completedAt: null,
    },
  ],
  orders: [],
  attempts: [],
  certificates: [],
};

const issued: PersonDetail['certificates'] = [
  {
    code: 'IA-ABCD-EFGH-JKLM',
    courseName: 'Dış Ticarete Giriş',
    issuedAt: '2026-11-22T09:00:00.000Z',
    revokedAt: null,
  },
];
let certificates = issued;

const server = setupAdminTestApi((request) => {
  const url = new URL(request.path, 'http://x');
  if (url.pathname === '/v1/admin/people') {
    return {
      body: {
        success: true,
        message: '',
        data: { items: [gulsen], total: 1, page: 1, pageSize: 20 },
      },
    };
  }
  if (url.pathname === '/v1/admin/people/41')
    return { body: { success: true, message: '', data: detail } };
  if (url.pathname === '/v1/admin/people/42') {
    return {
      body: {
        success: true,
        message: '',
        data: { ...detail, id: 42, name: 'Can', surname: 'Öztürk', role: 'editor' },
      },
    };
  }
  if (url.pathname === '/v1/admin/people/43') {
    return { body: { success: true, message: '', data: { ...detail, id: 43, certificates } } };
  }
  if (url.pathname === '/v1/admin/certificates/IA-ABCD-EFGH-JKLM/revoke') {
    certificates = [{ ...certificates[0]!, revokedAt: '2026-11-26T10:00:00.000Z' }];
    return { body: { success: true, message: 'Sertifika iptal edildi.', data: null } };
  }
  if (url.pathname === '/v1/admin/people/courses') {
    return {
      body: {
        success: true,
        message: '',
        data: [
          { id: 5, name: 'Dış Ticarete Giriş' },
          { id: 6, name: 'Gümrük Mevzuatı' },
        ],
      },
    };
  }
  if (url.pathname === '/v1/admin/people/41/enrolments' && request.method === 'POST') {
    return {
      body: { success: true, message: 'Kişi eğitime kaydedildi.', data: { changed: true } },
    };
  }
  return { status: 404, body: { success: false, message: 'yok' } };
});

const calls = (path: string) =>
  server.requests.filter((request) => new URL(request.path, 'http://x').pathname === path);

beforeEach(() => {
  certificates = issued;
  signInAs('finance');
});
afterEach(() => useSessionStore.getState().clearSession());

describe('people', () => {
  it('searches by what was typed and shows the T.C. number masked', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/people');
    await user.type(await screen.findByRole('searchbox'), 'çağrı');
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    await waitFor(() =>
      expect(
        new URL(calls('/v1/admin/people').at(-1)!.path, 'http://x').searchParams.get('q'),
      ).toBe('çağrı'),
    );
    const table = await screen.findByRole('table', { name: 'Bulunan kişiler' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('123******90');
    expect(row).toHaveTextContent('E-posta doğrulanmadı');
    expect(within(row).getByRole('link', { name: 'Gülşen Öztaş' })).toHaveAttribute(
      'href',
      expect.stringContaining('/admin/people/41'),
    );
  });

  it('enrols without payment only with a reason, and sends the reason', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/people/41');
    expect(await screen.findByRole('heading', { name: 'Gülşen Öztaş' })).toBeInTheDocument();
    expect(screen.getByText('Video %40 · Sınav 1/2')).toBeInTheDocument();
    const course = screen.getByLabelText('Eğitim');
    await within(course).findByRole('option', { name: 'Gümrük Mevzuatı' });
    // The course she holds cannot be chosen again.
    expect(within(course).getByRole('option', { name: 'Dış Ticarete Giriş' })).toBeDisabled();
    await user.selectOptions(course, 'Gümrük Mevzuatı');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kayıt nedeni zorunludur.')).toBeInTheDocument();
    expect(calls('/v1/admin/people/41/enrolments')).toHaveLength(0);

    await user.type(screen.getByLabelText('Neden'), 'Vakıf bursu');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kişi eğitime kaydedildi.')).toBeInTheDocument();
    expect(calls('/v1/admin/people/41/enrolments')[0]!.body).toEqual({
      courseId: 6,
      reason: 'Vakıf bursu',
    });
  });

  it("offers finance no actions on a staff account's page", async () => {
    renderAdmin(<AdminApp />, '/admin/people/42');
    expect(await screen.findByRole('heading', { name: 'Can Öztürk' })).toBeInTheDocument();
    expect(screen.getByText(/yalnızca yöneticiler yönetebilir/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tüm oturumları sonlandır' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Kaydı kaldır: Dış Ticarete Giriş' })).toBeDisabled();
  });

  it('lets an admin revoke a certificate with a reason, after a confirmation, and shows it revoked', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/people/43');
    const revoke = await screen.findByRole('button', {
      name: 'Dış Ticarete Giriş sertifikasını iptal et',
    });
    await user.click(revoke);
    const dialog = screen.getByRole('dialog', { name: 'Sertifikayı iptal et' });
    expect(dialog).toHaveTextContent('IA-ABCD-EFGH-JKLM');
    // Without a reason nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Sertifikayı iptal et' }));
    expect(await within(dialog).findByText('İptal nedeni zorunludur.')).toBeInTheDocument();
    // Cancelling sends nothing either.
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('/v1/admin/certificates/IA-ABCD-EFGH-JKLM/revoke')).toHaveLength(0);

    await user.click(revoke);
    const again = screen.getByRole('dialog', { name: 'Sertifikayı iptal et' });
    await user.type(within(again).getByLabelText('İptal nedeni'), 'Sipariş iade edildi');
    await user.click(within(again).getByRole('button', { name: 'Sertifikayı iptal et' }));
    expect(await screen.findByText('Sertifika iptal edildi.')).toBeInTheDocument();
    expect(calls('/v1/admin/certificates/IA-ABCD-EFGH-JKLM/revoke')[0]!.body).toEqual({
      reason: 'Sipariş iade edildi',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const table = screen.getByRole('table', { name: 'Sertifikaları' });
    expect(await within(table).findByText(/İptal edildi: /)).toBeInTheDocument();
    expect(
      within(table).queryByRole('button', { name: 'Dış Ticarete Giriş sertifikasını iptal et' }),
    ).toBeNull();
  });

  it('offers finance no revoke action (admins only)', async () => {
    renderAdmin(<AdminApp />, '/admin/people/43');
    expect(await screen.findByText('IA-ABCD-EFGH-JKLM')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sertifikasını iptal et/ })).toBeNull();
  });
});
