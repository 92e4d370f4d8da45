import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, setupTestApi, type Reply } from '@lms/shared/testing';
import { NewsletterConfirmPage } from './newsletter-confirm-page';

let reply: Reply;
const server = setupTestApi(() => reply, { language: 'tr' });

const openLink = (token: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/newsletter/confirm/:token" element={<NewsletterConfirmPage />} />
    </Routes>,
    { route: `/newsletter/confirm/${token}` },
  );

describe('NewsletterConfirmPage', () => {
  it('sends the token of the link once and says the subscription is confirmed', async () => {
    reply = { body: { success: true, message: '', data: null } };
    const before = server.requests.length;
    openLink('Abc_123-xyz');
    expect(screen.getByRole('heading', { name: 'E-bülten aboneliği' })).toBeInTheDocument();
    expect(
      await screen.findByText('Aboneliğiniz onaylandı. E-bültenimize hoş geldiniz!'),
    ).toHaveAttribute('role', 'status');
    expect(server.requests.slice(before)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/v1/subscribers/confirm',
        body: { token: 'Abc_123-xyz' },
      }),
    ]);
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
  });

  it("shows the server's message for a link that no longer works", async () => {
    reply = {
      status: 400,
      body: {
        success: false,
        message:
          'Onay bağlantısı geçersiz ya da süresi dolmuş. Lütfen e-bültene yeniden abone olun.',
      },
    };
    openLink('eski');
    expect(await screen.findByRole('alert')).toHaveTextContent('Onay bağlantısı geçersiz');
    expect(screen.queryByText(/Aboneliğiniz onaylandı/)).not.toBeInTheDocument();
  });
});
