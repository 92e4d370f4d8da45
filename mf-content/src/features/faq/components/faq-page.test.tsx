import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setupTestApi, type Reply } from '@lms/shared/testing';
import { FaqPage } from './faq-page';

let reply: Reply;
const server = setupTestApi(() => reply, { language: 'tr' });

const faqs = [
  {
    id: 1,
    questionTitle: 'Eğitimlere nasıl kayıt olurum?',
    questionDescription: '<p>Üye olup sepetinize ekleyin.</p>',
  },
  {
    id: 2,
    questionTitle: 'Sertifika veriliyor mu?',
    questionDescription: '<p>Sınavı geçenlere PDF sertifika verilir.</p>',
  },
];

describe('FAQ page', () => {
  it('lists the questions and opens one answer at a time', async () => {
    reply = { body: { success: true, message: '', data: faqs } };
    renderWithProviders(<FaqPage />);

    const first = await screen.findByRole('button', { name: /nasıl kayıt olurum/ });
    const second = screen.getByRole('button', { name: /Sertifika veriliyor mu/ });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Üye olup sepetinize ekleyin.')).not.toBeVisible();

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Üye olup sepetinize ekleyin.')).toBeVisible();

    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Sınavı geçenlere PDF sertifika verilir.')).toBeVisible();
    expect(server.requests.at(-1)?.path).toBe('/v1/faqs/getall');
  });

  it('shows the server message when the list cannot be loaded', async () => {
    reply = { status: 500, body: { success: false, message: 'Sunucuya ulaşılamadı' } };
    renderWithProviders(<FaqPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sunucuya ulaşılamadı');
  });

  it('strips scripts from answers', async () => {
    reply = {
      body: {
        success: true,
        data: [
          {
            id: 3,
            questionTitle: 'XSS?',
            questionDescription: '<img src=x onerror="window.__pwned=1">Güvenli',
          },
        ],
      },
    };
    renderWithProviders(<FaqPage />);
    await userEvent.click(await screen.findByRole('button', { name: /XSS/ }));
    expect(screen.getByText('Güvenli').innerHTML).not.toContain('onerror');
  });
});
