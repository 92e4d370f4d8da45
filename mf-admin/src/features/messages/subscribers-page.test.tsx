import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSubscriber } from '@lms/shared/contracts';
import { useSessionStore } from '@lms/shared';
import { AdminApp } from '../../admin-app';
import { expectPath, renderAdmin, setupAdminTestApi, signInAs } from '../../testing/setup';

// 60 addresses, newest first: every third one confirmed.
const everyone: AdminSubscriber[] = Array.from({ length: 60 }, (_, i) => ({
  id: 100 + i,
  email: `abone-${i}@örnek.com.tr`,
  createDate: new Date(Date.UTC(2026, 10, 20, 12, 60 - i)).toISOString(),
  confirmedAt: i % 3 === 0 ? new Date(Date.UTC(2026, 10, 21)).toISOString() : null,
}));
const PAGE = 50;

const server = setupAdminTestApi((request) => {
  const url = new URL(request.path, 'http://x');
  if (url.pathname !== '/v1/admin/subscribers') {
    return { status: 404, body: { success: false, message: 'Yok' } };
  }
  const state = url.searchParams.get('state') ?? 'all';
  const page = Number(url.searchParams.get('page') ?? '1');
  const matching = everyone.filter((row) =>
    state === 'confirmed' ? row.confirmedAt : state === 'pending' ? !row.confirmedAt : true,
  );
  const confirmed = everyone.filter((row) => row.confirmedAt).length;
  return {
    body: {
      success: true,
      message: '',
      data: {
        items: matching.slice((page - 1) * PAGE, page * PAGE),
        total: matching.length,
        page,
        pageSize: PAGE,
        confirmed,
        pending: everyone.length - confirmed,
      },
    },
  };
});

const lastQuery = () =>
  new URL(
    server.requests.filter((r) => r.path.startsWith('/v1/admin/subscribers')).at(-1)!.path,
    'http://x',
  ).searchParams;
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(() => signInAs('editor'));
afterEach(() => useSessionStore.getState().clearSession());

describe('the subscribers list', () => {
  it('pages on the server and keeps the state filter in the address while paging', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminApp />, '/admin/subscribers');
    expect(await screen.findByText('abone-0@örnek.com.tr')).toBeInTheDocument();
    expect(rows()).toHaveLength(50);
    // The counts are the whole list's, not the page's.
    expect(screen.getByText('20 onaylı, 40 onay bekleyen adres.')).toBeInTheDocument();
    expect(screen.getByText('60 kayıttan 1–50')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(await screen.findByText('abone-59@örnek.com.tr')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    await expectPath('/admin/subscribers?page=2');

    // A filter starts at its first page, and paging keeps it.
    await user.click(screen.getByRole('button', { name: 'Onay bekleyenler' }));
    await expectPath('/admin/subscribers?state=pending');
    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(screen.getByRole('button', { name: 'Onay bekleyenler' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(screen.getByRole('table')).queryAllByText('Onaylı')).toHaveLength(0);
    expect(lastQuery().get('state')).toBe('pending');
    expect(screen.getByRole('button', { name: 'Sonraki sayfa' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Onaylılar' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(lastQuery().get('state')).toBe('confirmed');
    expect(lastQuery().get('page')).toBe('1');
  });

  it('opens at the page and state the address names', async () => {
    renderAdmin(<AdminApp />, '/admin/subscribers?state=all&page=2');
    expect(await screen.findByText('abone-50@örnek.com.tr')).toBeInTheDocument();
    expect(lastQuery().get('page')).toBe('2');
  });
});
