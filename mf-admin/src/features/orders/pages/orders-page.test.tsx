import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderRow } from '@lms/shared/contracts';
import { useSessionStore } from '@lms/shared';
import { AdminApp } from '../../../admin-app';
import { renderAdmin, setupAdminTestApi, signInAs } from '../../../testing/setup';

const row = (id: string, overrides: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  trackingId: id,
  status: 'completed',
  paymentMethod: 0,
  referenceCode: 'REF-1',
  buyerName: 'Şükrü Çağlar',
  buyerEmail: 'sukru@ornek.com.tr',
  courses: ['Dış Ticarete Giriş'],
  seats: 2,
  subtotal: 3200,
  tax: 640,
  total: 3840,
  refundedAmount: 0,
  createdAt: '2026-11-26T09:15:00.000Z',
  completedAt: null,
  ...overrides,
});

const server = setupAdminTestApi((request) => {
  const url = new URL(request.path, 'http://x');
  if (url.pathname === '/v1/admin/orders/export') {
    return { raw: '\uFEFFSipariş no;Tarih\r\n', contentType: 'text/csv; charset=utf-8' };
  }
  if (url.pathname !== '/v1/admin/orders') return { status: 404, body: { success: false } };
  const page = Number(url.searchParams.get('page') ?? 1);
  const items =
    page === 1
      ? [
          row('AAAA1111BBBB'),
          row('CCCC2222DDDD', { status: 'awaiting_transfer', paymentMethod: 1, refundedAmount: 0 }),
        ]
      : [row('EEEE3333FFFF', { refundedAmount: 1920 })];
  return {
    status: 200,
    body: { success: true, message: '', data: { items, total: 27, page, pageSize: 25 } },
  };
});

const calls = (path: string) =>
  server.requests
    .map((request) => new URL(request.path, 'http://x'))
    .filter((url) => url.pathname === path);

beforeEach(() => signInAs('finance'));
afterEach(() => useSessionStore.getState().clearSession());

describe('the order list', () => {
  it('lists orders with their buyer, courses, method, status and total, each linking to its page', async () => {
    renderAdmin(<AdminApp />, '/admin/orders');
    const table = await screen.findByRole('table', { name: 'Siparişler' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Şükrü Çağlar');
    expect(rows[1]).toHaveTextContent('Dış Ticarete Giriş (2 katılımcı)');
    expect(rows[1]).toHaveTextContent('Kredi kartı');
    expect(rows[1]).toHaveTextContent('3.840,00 TL');
    expect(rows[2]).toHaveTextContent('Havale bekleniyor');
    expect(within(rows[2]!).getByRole('link', { name: 'CCCC2222DDDD' })).toHaveAttribute(
      'href',
      '/admin/orders/CCCC2222DDDD',
    );
  });

  it('asks the server for the filters given, the next page, and the CSV of the same filters', async () => {
    const user = userEvent.setup();
    const created = jest.fn((_blob: Blob) => 'blob:csv');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderAdmin(<AdminApp />, '/admin/orders');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Alıcı'), 'şükrü');
    await user.selectOptions(screen.getByLabelText('Durum'), 'completed');
    await user.selectOptions(screen.getByLabelText('Ödeme yöntemi'), '1');
    await user.click(screen.getByRole('button', { name: 'Süz' }));
    await waitFor(() =>
      expect(Object.fromEntries(calls('/v1/admin/orders').at(-1)!.searchParams)).toEqual({
        buyer: 'şükrü',
        status: 'completed',
        method: '1',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    await waitFor(() =>
      expect(calls('/v1/admin/orders').at(-1)!.searchParams.get('page')).toBe('2'),
    );
    await user.click(screen.getByRole('button', { name: 'CSV olarak indir' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^siparisler-.*\.csv$/)]));
    click.mockRestore();
    // The file is the server's bytes, BOM and all.
    const blob = created.mock.calls[0]![0];
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    expect(Object.fromEntries(calls('/v1/admin/orders/export').at(-1)!.searchParams)).toEqual({
      buyer: 'şükrü',
      status: 'completed',
      method: '1',
    });
  });

  it('reads the refunds-owed filter from the address (the dashboard links there) and keeps it', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/orders?refund=owed');
    await screen.findByRole('table');
    expect(screen.getByLabelText('İade')).toHaveValue('owed');
    expect(Object.fromEntries(calls('/v1/admin/orders').at(-1)!.searchParams)).toEqual({
      refund: 'owed',
    });
    await user.selectOptions(screen.getByLabelText('Ödeme yöntemi'), '1');
    await user.click(screen.getByRole('button', { name: 'Süz' }));
    await waitFor(() =>
      expect(Object.fromEntries(calls('/v1/admin/orders').at(-1)!.searchParams)).toEqual({
        refund: 'owed',
        method: '1',
      }),
    );
    await user.selectOptions(screen.getByLabelText('İade'), '');
    await user.click(screen.getByRole('button', { name: 'Süz' }));
    await waitFor(() =>
      expect(Object.fromEntries(calls('/v1/admin/orders').at(-1)!.searchParams)).toEqual({
        method: '1',
      }),
    );
  });

  it('refuses an end date before the start date, in words, without asking the server', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/orders');
    await screen.findByRole('table');
    const before = calls('/v1/admin/orders').length;
    await user.type(screen.getByLabelText('Başlangıç tarihi'), '2026-11-20');
    await user.type(screen.getByLabelText('Bitiş tarihi'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Süz' }));
    expect(await screen.findByText('Bitiş tarihi başlangıç tarihinden önce olamaz.')).toBeVisible();
    expect(calls('/v1/admin/orders')).toHaveLength(before);
  });

  it('is not open to an editor', async () => {
    signInAs('editor');
    renderAdmin(<AdminApp />, '/admin/orders');
    expect(
      await screen.findByRole('heading', { name: 'Bu sayfaya erişiminiz yok' }),
    ).toBeInTheDocument();
  });
});
