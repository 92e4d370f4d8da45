import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setupTestApi, type Reply } from '@lms/shared/testing';
import { NewsletterForm } from './newsletter-form';

let reply: Reply;
const server = setupTestApi(() => reply, { language: 'tr' });

describe('NewsletterForm', () => {
  it('checks the address before sending anything', async () => {
    renderWithProviders(<NewsletterForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Abone Ol' }));
    expect(screen.getByRole('alert')).toHaveTextContent('E-posta adresi zorunludur.');
    await userEvent.type(screen.getByLabelText('E-posta adresi'), 'ali@firma');
    await userEvent.click(screen.getByRole('button', { name: 'Abone Ol' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen geçerli bir e-posta adresi girin.');
    expect(screen.getByLabelText('E-posta adresi')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests).toHaveLength(0);
  });

  it('keeps what was typed under the message, focuses the field and follows the typing', async () => {
    renderWithProviders(<NewsletterForm />);
    const field = screen.getByLabelText('E-posta adresi');
    await userEvent.type(field, 'ali@firma');
    await userEvent.click(screen.getByRole('button', { name: 'Abone Ol' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen geçerli bir e-posta adresi girin.');
    expect(field).toHaveValue('ali@firma');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Lütfen geçerli bir e-posta adresi girin.');
    // After the first try the message stays current while typing.
    await userEvent.type(field, '.com.tr');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('asks for the confirmation in the mailbox and clears the field', async () => {
    reply = { body: { success: true, message: '', data: null } };
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText('E-posta adresi'), 'zeynep@firma.com.tr');
    await userEvent.click(screen.getByRole('button', { name: 'Abone Ol' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Aboneliğinizi onaylamanız için e-posta adresinize bir bağlantı gönderdik. Lütfen gelen kutunuzu kontrol edin.',
    );
    expect(screen.getByLabelText('E-posta adresi')).toHaveValue('');
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/subscribers/subscribe',
      body: { email: 'zeynep@firma.com.tr' },
    });
  });

  it("shows the server's message and keeps what was typed", async () => {
    reply = {
      status: 409,
      body: { success: false, message: 'Bu e-posta adresi bültenimize zaten kayıtlı.' },
    };
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText('E-posta adresi'), 'zeynep@firma.com.tr');
    await userEvent.click(screen.getByRole('button', { name: 'Abone Ol' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('zaten kayıtlı');
    expect(screen.getByLabelText('E-posta adresi')).toHaveValue('zeynep@firma.com.tr');
  });
});
