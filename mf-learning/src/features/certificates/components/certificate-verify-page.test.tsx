import { useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { CertificateVerification } from '@lms/shared';
import { renderWithProviders, setupTestApi, type Reply } from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { CertificateVerifyPage } from './certificate-verify-page';

// The public verification page: valid, or revoked with its date, never both.

let certificate: CertificateVerification;
setupTestApi(() => ({ body: { success: true, message: '', data: certificate } }) as Reply, {
  namespaces: { learning: { tr, en } },
});

beforeEach(() => {
  certificate = {
    code: 'IA-7K2M-9QXP-4RTA',
    holderName: 'Ayşe Yılmaz',
    courseName: 'Dış Ticarete Giriş',
    examTitle: 'Dış Ticarete Giriş Sertifika Sınavı',
    issuedAt: '2026-11-20T10:00:00.000Z',
    earnedPoints: 80,
    requiredPointToPass: 60,
    revokedAt: null,
  };
});

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/certificates/verify/:code" element={<CertificateVerifyPage />} />
    </Routes>,
    { route: `/certificates/verify/${certificate.code}` },
  );

describe('certificate verification page', () => {
  it('says a valid certificate is valid, with whose it is', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Ayşe Yılmaz' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Bu sertifika İhracat Akademisi tarafından verilmiştir ve geçerlidir.',
    );
  });

  it('says a revoked certificate was revoked, and when, and never that it is valid', async () => {
    certificate = { ...certificate, revokedAt: '2026-11-25T09:00:00.000Z' };
    render();
    expect(await screen.findByRole('heading', { name: 'Ayşe Yılmaz' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Bu sertifika 25 Kasım 2026 tarihinde İhracat Akademisi tarafından iptal edilmiştir ve geçerli değildir.',
    );
    expect(screen.queryByText(/geçerlidir/)).not.toBeInTheDocument();
  });

  it('says what was completed: the course’s duration and the completion date, in the reader’s units', async () => {
    certificate = {
      ...certificate,
      courseDuration: '20 saat',
      completedAt: '2026-11-19T15:00:00.000Z',
    };
    render();
    expect(await screen.findByRole('heading', { name: 'Ayşe Yılmaz' })).toBeVisible();
    expect(screen.getByText('Eğitim süresi').nextElementSibling).toHaveTextContent('20 saat');
    expect(screen.getByText('Tamamlanma tarihi').nextElementSibling).toHaveTextContent(
      '19 Kasım 2026',
    );
  });

  it('leaves out a duration or completion it does not know', async () => {
    certificate = { ...certificate, courseDuration: null, completedAt: null };
    render();
    expect(await screen.findByRole('heading', { name: 'Ayşe Yılmaz' })).toBeVisible();
    expect(screen.queryByText('Eğitim süresi')).not.toBeInTheDocument();
    expect(screen.queryByText('Tamamlanma tarihi')).not.toBeInTheDocument();
  });

  it('asks the server each time it is opened: a certificate revoked meanwhile never shows as valid', async () => {
    // The platform's client keeps answers fresh for 30 s (shared/src/providers.tsx).
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
    });
    const Reopen = () => {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen((value) => !value)}>aç/kapat</button>
          {open && <CertificateVerifyPage />}
        </>
      );
    };
    renderWithProviders(
      <Routes>
        <Route path="/certificates/verify/:code" element={<Reopen />} />
      </Routes>,
      { route: `/certificates/verify/${certificate.code}`, client },
    );
    expect(await screen.findByRole('heading', { name: 'Ayşe Yılmaz' })).toBeVisible();
    expect(screen.getByText(/geçerlidir/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'aç/kapat' }));
    expect(screen.queryByRole('heading', { name: 'Ayşe Yılmaz' })).not.toBeInTheDocument();

    certificate = { ...certificate, revokedAt: '2026-11-25T09:00:00.000Z' };
    await userEvent.click(screen.getByRole('button', { name: 'aç/kapat' }));
    expect(screen.queryByText(/geçerlidir/)).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'Bu sertifika 25 Kasım 2026 tarihinde İhracat Akademisi tarafından iptal edilmiştir ve geçerli değildir.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/geçerlidir/)).not.toBeInTheDocument();
  });
});
