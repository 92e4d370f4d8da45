import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@lms/shared';
import { AdminApp } from '../../admin-app';
import { renderAdmin, setupAdminTestApi, signInAs } from '../../testing/setup';

const ok = (data: unknown) => ({ status: 200, body: { success: true, message: '', data } });

const server = setupAdminTestApi((request) => {
  const url = new URL(request.path, 'http://x');
  if (url.pathname === '/v1/admin/associations') {
    return ok([
      { code: 'ihkib', name: 'İHKİB', memberCount: 1 },
      { code: 'ithib', name: 'İTHİB', memberCount: 0 },
    ]);
  }
  if (url.pathname === '/v1/admin/associations/ihkib/members') {
    return ok({
      association: { code: 'ihkib', name: 'İHKİB', memberCount: 1 },
      members: [
        {
          taxNumber: '1234567890',
          companyName: 'Örnek Tekstil A.Ş.',
          createdAt: '2026-11-26T09:15:00.000Z',
        },
      ],
    });
  }
  if (url.pathname === '/v1/admin/associations/ithib/members') {
    return ok({ association: { code: 'ithib', name: 'İTHİB', memberCount: 0 }, members: [] });
  }
  if (url.pathname === '/v1/admin/associations/ithib/members/import') {
    return ok({ added: 2, alreadyThere: 1, invalid: [{ row: 4, value: '12345' }] });
  }
  if (url.pathname === '/v1/admin/associations/ihkib/members/1234567890') return ok(null);
  return { status: 404, body: { success: false, message: 'Yok' } };
});

const calls = (suffix: string) => server.requests.filter((r) => r.path.endsWith(suffix));

beforeEach(() => signInAs('finance'));
afterEach(() => useSessionStore.getState().clearSession());

describe('the association member lists', () => {
  it('lists İHKİB’s members and removes one after asking', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderAdmin(<AdminApp />, '/admin/members');
    expect(await screen.findByRole('cell', { name: 'Örnek Tekstil A.Ş.' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: '1234567890 numarasını listeden çıkar' }));
    await waitFor(() => expect(calls('/members/1234567890')).toHaveLength(1));
    expect(calls('/members/1234567890')[0]!.method).toBe('DELETE');
    confirm.mockRestore();
  });

  it('imports a CSV to the chosen association and shows the counts and refused rows', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/members');
    await user.selectOptions(await screen.findByLabelText('Birlik'), 'ithib');
    expect(
      await screen.findByText('Bu birliğin listesinde henüz vergi numarası yok.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Yükle' }));
    expect(await screen.findByText('Lütfen bir CSV dosyası seçiniz.')).toBeVisible();
    expect(calls('/import')).toHaveLength(0);

    const csv = 'vergi no\n1111111111\n2222222222\n12345\n';
    await user.upload(
      screen.getByLabelText(/CSV dosyası/),
      new File([csv], 'uyeler.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Yükle' }));
    expect(
      await screen.findByText(
        '2 eklendi, 1 zaten listedeydi, 1 satır geçersiz vergi numarası olduğu için alınmadı.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('list', { name: 'Alınmayan satırlar' })).toHaveTextContent(
      'Satır 4: “12345”',
    );
    expect(calls('/import')[0]!.body).toEqual({ csv });
  });
});
