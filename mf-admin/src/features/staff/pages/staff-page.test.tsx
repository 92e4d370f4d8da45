import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffAccount } from '@lms/shared/contracts';
import { useSessionStore } from '@lms/shared';
import { AdminApp } from '../../../admin-app';
import { renderAdmin, setupAdminTestApi, signInAs } from '../../../testing/setup';

const account = (id: number, overrides: Partial<StaffAccount>): StaffAccount => ({
  id,
  name: 'Ad',
  surname: 'Soyad',
  email: `kisi${id}@ornek.com.tr`,
  role: 'editor',
  disabled: false,
  passwordSet: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
});
let staff: StaffAccount[] = [];

const server = setupAdminTestApi((request) => {
  const url = new URL(request.path, 'http://x');
  if (url.pathname === '/v1/admin/staff')
    return { body: { success: true, message: '', data: staff } };
  if (url.pathname === '/v1/admin/staff/2/disable') {
    staff = staff.map((row) => (row.id === 2 ? { ...row, disabled: true } : row));
    return {
      body: {
        success: true,
        message: 'Hesap devre dışı bırakıldı; oturumları sonlandırıldı.',
        data: { changed: true },
      },
    };
  }
  if (url.pathname === '/v1/admin/staff/1/disable') {
    return {
      status: 409,
      body: {
        success: false,
        message: 'Son yönetici hesabının rolü değiştirilemez ve devre dışı bırakılamaz.',
      },
    };
  }
  return { status: 404, body: { success: false, message: 'yok' } };
});

beforeEach(() => {
  staff = [
    account(1, { name: 'Zeynep', surname: 'Demir', role: 'admin' }),
    account(2, { name: 'Can', surname: 'Öztürk', role: 'editor' }),
  ];
  signInAs('admin');
  jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  useSessionStore.getState().clearSession();
  jest.restoreAllMocks();
});

describe('staff accounts', () => {
  it('disables an account after a confirmation, and shows it disabled', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/staff');
    await user.click(
      await screen.findByRole('button', { name: 'Can Öztürk hesabını devre dışı bırak' }),
    );
    expect(window.confirm).toHaveBeenCalled();
    expect(
      await screen.findByText('Hesap devre dışı bırakıldı; oturumları sonlandırıldı.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Personel hesapları' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Devre dışı'),
    );
    expect(
      screen.getByRole('button', { name: 'Can Öztürk hesabını yeniden etkinleştir' }),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal for the last admin", async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/staff');
    await user.click(
      await screen.findByRole('button', { name: 'Zeynep Demir hesabını devre dışı bırak' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Son yönetici hesabının');
    expect(server.requests.some((r) => r.path.endsWith('/1/disable'))).toBe(true);
  });

  it('is not in the menu of finance', async () => {
    signInAs('finance');
    renderAdmin(<AdminApp />, '/admin/people');
    await screen.findByRole('heading', { name: 'Kişiler', level: 2 });
    expect(screen.queryByRole('link', { name: 'Personel hesapları' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kişiler' })).toBeInTheDocument();
  });
});
