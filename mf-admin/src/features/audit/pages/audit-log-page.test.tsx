import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@lms/shared/contracts';
import { useSessionStore } from '@lms/shared';
import { AdminApp } from '../../../admin-app';
import { renderAdmin, setupAdminTestApi, signInAs } from '../../../testing/setup';

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-26T09:15:00.000Z',
  userId: 3,
  email: 'editor@ornek.com.tr',
  name: 'Can Öztürk',
  role: 'editor',
  action: 'course.update',
  objectType: 'course',
  objectId: String(40 + id),
  summary: { price: { from: 1000, to: 1250 } },
  requestId: `req-${id}`,
  ...overrides,
});

const server = setupAdminTestApi((request) => {
  const url = new URL(request.path, 'http://x');
  if (url.pathname !== '/v1/admin/audit') return { status: 404, body: { success: false } };
  const page = Number(url.searchParams.get('page') ?? 1);
  const items =
    page === 1
      ? [entry(1), entry(2, { userId: null, email: 'admin-key (CLI)', name: null, role: 'admin' })]
      : [entry(3)];
  return {
    status: 200,
    body: { success: true, message: '', data: { items, total: 26, page, pageSize: 25 } },
  };
});

const auditCalls = () =>
  server.requests
    .map((request) => new URL(request.path, 'http://x'))
    .filter((url) => url.pathname === '/v1/admin/audit');

beforeEach(() => signInAs('admin'));
afterEach(() => useSessionStore.getState().clearSession());

describe('the audit log', () => {
  it('lists who did what to which object, when and in which request', async () => {
    renderAdmin(<AdminApp />, '/admin/audit');
    const table = await screen.findByRole('table', { name: 'Denetim kaydı girdileri' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Can Öztürk');
    expect(rows[1]).toHaveTextContent('editor@ornek.com.tr');
    expect(rows[1]).toHaveTextContent('Editör');
    expect(rows[1]).toHaveTextContent('course.update');
    expect(rows[1]).toHaveTextContent('course #41');
    expect(rows[1]).toHaveTextContent('price{"from":1000,"to":1250}');
    expect(rows[1]).toHaveTextContent('req-1');
    expect(rows[1]).toHaveTextContent('26 Kasım 2026');
    expect(rows[2]).toHaveTextContent('Hesabı yok');
    expect(rows[2]).toHaveTextContent('admin-key (CLI)');
    expect(rows[2]).toHaveTextContent('Yönetici');
    expect(screen.getByText('26 kayıttan 1–25')).toBeInTheDocument();
  });

  it('asks the server for the filters given, and for the next page', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/audit');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Kişi'), 'editor@ornek.com.tr');
    await user.type(screen.getByLabelText('Nesne türü'), 'course');
    await user.type(screen.getByLabelText('Nesne numarası'), '41');
    await user.click(screen.getByRole('button', { name: 'Süz' }));
    await waitFor(() =>
      expect(Object.fromEntries(auditCalls().at(-1)!.searchParams)).toEqual({
        person: 'editor@ornek.com.tr',
        objectType: 'course',
        objectId: '41',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(await screen.findByText('26 kayıttan 26–26')).toBeInTheDocument();
    expect(auditCalls().at(-1)!.searchParams.get('page')).toBe('2');
    expect(auditCalls().at(-1)!.searchParams.get('person')).toBe('editor@ornek.com.tr');
  });

  it('says what is wrong with a filter by its field, and asks nothing', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/audit');
    await screen.findByRole('table');
    const before = auditCalls().length;
    await user.type(screen.getByLabelText('Kişi'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Süz' }));
    expect(
      await screen.findByText('Kişi için bir e-posta adresi ya da kullanıcı numarası giriniz.'),
    ).toBeInTheDocument();
    expect(auditCalls()).toHaveLength(before);
  });
});
