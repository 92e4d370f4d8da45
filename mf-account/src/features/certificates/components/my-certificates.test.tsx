import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useSessionStore, type UserCertificate } from '@lms/shared';
import {
  initTestI18n,
  renderWithProviders,
  type RecordedRequest,
  type Reply,
} from '@lms/shared/testing';
import { renderPage, setupAccountTestApi, tokenFor } from '../../../testing/setup';
import { AccountPage } from '../../account/components/account-page';

// The learner's certificates, listed in the account area with their links.

const routes = new Map<string, (request: RecordedRequest) => Reply>();
setupAccountTestApi((request) => {
  const handler = routes.get(`${request.method} ${request.path}`);
  return handler ? handler(request) : { status: 404, body: { success: false, message: 'yok' } };
});

const CERTIFICATE: UserCertificate = {
  code: 'IA-7K2M-9QXP',
  courseId: 101,
  courseName: 'Dış Ticarete Giriş',
  examTitle: 'Dış Ticarete Giriş Sertifika Sınavı',
  issuedAt: '2026-11-20T10:00:00.000Z',
  earnedPoints: 80,
  requiredPointToPass: 60,
  pdfUrl: 'http://api.test/v1/certificates/download/IA-7K2M-9QXP?s=imza',
  verifyUrl: 'http://site.test/#/certificates/verify/IA-7K2M-9QXP',
  revokedAt: null,
};
let certificates: UserCertificate[];

beforeEach(() => {
  routes.clear();
  certificates = [CERTIFICATE];
  routes.set('GET /v1/users/getusercertificates', () => ({
    body: { success: true, message: '', data: certificates },
  }));
  useSessionStore.getState().setSession(tokenFor(7), {
    id: 7,
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'ayse@ornek.com.tr',
  });
});

const render = () =>
  renderPage(<AccountPage />, { route: '/account/certificates', path: '/account/*' });

describe('my certificates', () => {
  it('is in the account menu, and shows each certificate with its date, score and links', async () => {
    render();
    const menu = screen.getByRole('navigation', { name: 'Hesap menüsü' });
    expect(within(menu).getByRole('link', { name: 'Sertifikalarım' })).toHaveAttribute(
      'href',
      '/account/certificates',
    );
    const list = await screen.findByRole('list', { name: 'Sertifikalarım' });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item!).getByRole('heading', { name: 'Dış Ticarete Giriş' })).toBeVisible();
    expect(within(item!).getByText('20 Kasım 2026')).toBeVisible();
    expect(within(item!).getByText('80 (geçme notu 60)')).toBeVisible();
    expect(within(item!).getByText('IA-7K2M-9QXP')).toBeVisible();
    expect(
      within(item!).getByRole('link', { name: 'Sertifikayı indir (PDF): Dış Ticarete Giriş' }),
    ).toHaveAttribute('href', CERTIFICATE.pdfUrl);
    expect(
      within(item!).getByRole('link', { name: 'Doğrulama sayfası: Dış Ticarete Giriş' }),
    ).toHaveAttribute('href', CERTIFICATE.verifyUrl);

    const linkedIn = within(item!).getByRole('link', {
      name: 'LinkedIn profiline ekle: Dış Ticarete Giriş (yeni sekmede açılır)',
    });
    expect(linkedIn).toHaveAttribute('target', '_blank');
    const url = new URL(linkedIn.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Dış Ticarete Giriş',
      organizationName: 'İhracat Akademisi',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: CERTIFICATE.verifyUrl,
      certId: 'IA-7K2M-9QXP',
    });
  });

  it('marks a revoked certificate with its date and offers it for no profile', async () => {
    certificates = [{ ...CERTIFICATE, revokedAt: '2026-11-25T09:00:00.000Z' }];
    render();
    const [item] = within(await screen.findByRole('list', { name: 'Sertifikalarım' })).getAllByRole(
      'listitem',
    );
    expect(within(item!).getByText('İptal edildi: 25 Kasım 2026')).toBeVisible();
    expect(within(item!).queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
    expect(within(item!).getByRole('link', { name: /^Doğrulama sayfası/ })).toBeVisible();
  });

  it('asks again when the learner comes back to it: a certificate revoked meanwhile shows revoked', async () => {
    // The platform's client keeps answers fresh for 30 s (shared/src/providers.tsx).
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/account/*" element={<AccountPage />} />
      </Routes>,
      { route: '/account/certificates', client },
    );
    await screen.findByRole('list', { name: 'Sertifikalarım' });
    const menu = screen.getByRole('navigation', { name: 'Hesap menüsü' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Siparişlerim' }));
    expect(screen.queryByRole('list', { name: 'Sertifikalarım' })).not.toBeInTheDocument();

    // Refunded meanwhile (a refund revokes the certificates of its seats).
    certificates = [{ ...CERTIFICATE, revokedAt: '2026-11-25T09:00:00.000Z' }];
    await userEvent.click(within(menu).getByRole('link', { name: 'Sertifikalarım' }));
    expect(await screen.findByText('İptal edildi: 25 Kasım 2026')).toBeVisible();
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
  });

  it('says how to earn one when there is none', async () => {
    certificates = [];
    render();
    expect(
      await screen.findByText(
        'Henüz sertifikanız yok. Bir eğitimin videolarını izleyip sınavını geçtiğinizde sertifikanız burada görünür.',
      ),
    ).toBeVisible();
  });

  it('reads in English', async () => {
    await initTestI18n('en');
    try {
      render();
      expect(await screen.findByText('80 (pass mark 60)')).toBeVisible();
      expect(screen.getByText('20 November 2026')).toBeVisible();
      expect(
        screen.getByRole('link', { name: /^Add to LinkedIn profile: Dış Ticarete Giriş/ }),
      ).toBeInTheDocument();
    } finally {
      await initTestI18n('tr');
    }
  });
});
