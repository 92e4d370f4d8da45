import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminContact } from '@lms/shared/contracts';
import { useSessionStore } from '@lms/shared';
import { AdminApp } from '../../admin-app';
import { renderAdmin, setupAdminTestApi, signInAs } from '../../testing/setup';

const message = (id: number, overrides: Partial<AdminContact> = {}): AdminContact => ({
  id,
  fullName: 'Gülşen Çağlayan',
  email: 'gulsen@ornek.com.tr',
  phoneNumber: '5321234567',
  title: `Soru ${id}`,
  description: 'Kurumsal eğitim için teklif rica ediyorum.',
  courseName: null,
  createdAt: '2026-11-26T09:15:00.000Z',
  handledAt: null,
  handledBy: null,
  handledNote: null,
  ...overrides,
});

let alreadyHandled = false;

const server = setupAdminTestApi((request) => {
  const url = new URL(request.path, 'http://x');
  const ok = (data: unknown) => ({ status: 200, body: { success: true, message: '', data } });
  if (url.pathname === '/v1/admin/contacts') {
    const state = url.searchParams.get('state');
    const items =
      state === 'handled'
        ? [
            message(1, {
              handledAt: '2026-11-26T10:00:00.000Z',
              handledBy: 'editor@ornek.com.tr',
              handledNote: 'Arandı.',
            }),
          ]
        : [message(3), message(2)];
    return ok({ items, total: items.length, page: 1, pageSize: 20 });
  }
  if (/^\/v1\/admin\/contacts\/\d+\/handle$/.test(url.pathname)) {
    if (alreadyHandled) {
      return {
        status: 409,
        body: { success: false, message: 'Bu mesaj zaten yanıtlandı olarak işaretlenmiş.' },
      };
    }
    return ok(null);
  }
  return { status: 404, body: { success: false, message: 'Yok' } };
});

const handleCalls = () => server.requests.filter((r) => r.path.endsWith('/handle'));

beforeEach(() => signInAs('editor'));
afterEach(() => useSessionStore.getState().clearSession());

describe('the contact inbox', () => {
  it('shows open messages newest first, and marks one handled with a note', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/messages');
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Soru 3', 'Soru 2']);

    const note = screen.getByLabelText('Not (“Soru 2”)');
    const [, second] = screen.getAllByRole('button', { name: 'Yanıtlandı olarak işaretle' });
    await user.click(second!);
    expect(await screen.findByText('Lütfen bir not yazınız.')).toBeVisible();
    expect(handleCalls()).toHaveLength(0);

    await user.type(note, 'Telefonla arandı.');
    await user.click(second!);
    await waitFor(() => expect(handleCalls()).toHaveLength(1));
    expect(handleCalls()[0]!.path).toBe('/v1/admin/contacts/2/handle');
    expect(handleCalls()[0]!.body).toEqual({ note: 'Telefonla arandı.' });
  });

  it('says so when a colleague handled it first, keeping the note typed', async () => {
    const user = userEvent.setup();
    alreadyHandled = true;
    renderAdmin(<AdminApp />, '/admin/messages');
    const note = await screen.findByLabelText('Not (“Soru 3”)');
    await user.type(note, 'Benim notum');
    await user.click(screen.getAllByRole('button', { name: 'Yanıtlandı olarak işaretle' })[0]!);
    expect(await screen.findByText('Bu mesaj zaten yanıtlandı olarak işaretlenmiş.')).toBeVisible();
    alreadyHandled = false;
  });

  it('filters by state: handled messages say who handled them, when, and the note', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/messages');
    await screen.findByText('Soru 3');
    await user.click(screen.getByRole('button', { name: 'Yanıtlananlar' }));
    expect(await screen.findByText(/editor@ornek\.com\.tr, 26 Kasım 2026 13:00/)).toBeVisible();
    expect(screen.getByText(/Arandı\./)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Yanıtlananlar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
