import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useSessionStore } from '@lms/shared';
import type { AdminVitals } from '@lms/shared/contracts';
import { AdminApp } from '../../../admin-app';
import { renderAdmin, setupAdminTestApi, signInAs } from '../../../testing/setup';

const DASHBOARD = {
  sales: null,
  transfersAwaiting: null,
  refundsOwed: null,
  openMessages: 0,
  newestEnrolments: [],
};

/** What the server says real visits felt: p75 per route and metric, rated. */
const VITALS: AdminVitals = {
  since: '2026-11-20T10:00:00.000Z',
  rows: [
    { route: '/', name: 'LCP', p75: 1840, count: 120, rating: 'good' },
    { route: '/', name: 'CLS', p75: 0.225, count: 118, rating: 'needs-improvement' },
    { route: '/user/cart', name: 'INP', p75: 640, count: 9, rating: 'poor' },
  ],
};
let vitals: { status: number; body: unknown } = {
  status: 200,
  body: { success: true, message: '', data: VITALS },
};

setupAdminTestApi((request) => {
  if (request.path.startsWith('/v1/admin/vitals')) return vitals;
  if (request.path.startsWith('/v1/admin/dashboard')) {
    return { status: 200, body: { success: true, message: '', data: DASHBOARD } };
  }
  return { status: 404, body: { success: false, message: 'yok' } };
});

beforeEach(() => {
  signInAs('editor');
  vitals = { status: 200, body: { success: true, message: '', data: VITALS } };
});
afterEach(() => useSessionStore.getState().clearSession());

/** Each row as its texts: a route's heading row, then its metrics' cells. */
const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe("the dashboard's Web Vitals", () => {
  it('lists the p75 of each route and metric with its count and rating, in Turkish', async () => {
    renderAdmin(<AdminApp />, '/admin');
    const region = await screen.findByRole('region', {
      name: 'Gerçek ziyaretçilerin deneyimi (Core Web Vitals)',
    });
    const table = await within(region).findByRole('table');
    // On a phone the table scrolls sideways: its scrolling region takes focus, so a keyboard can
    // scroll it too (axe: scrollable-region-focusable).
    const scroller = within(region).getByRole('region', {
      name: 'Rotaya ve ölçüte göre p75 değerleri',
    });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toContainElement(table);
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ölçüt', 'p75', 'Sayı', 'Değerlendirme']);
    expect(rows.slice(1).map(cells)).toEqual([
      ['Rota: /'],
      ['LCP', '1.840 ms', '120', 'İyi'],
      ['CLS', '0,225', '118', 'Geliştirilmeli'],
      ['Rota: /user/cart'],
      ['INP', '640 ms', '9', 'Zayıf'],
    ]);
    // The rating's colour goes with its word: green, amber, red.
    expect(within(rows[2]!).getByText('İyi')).toHaveStyle({ color: '#1b5e20' });
    expect(within(rows[3]!).getByText('Geliştirilmeli')).toHaveStyle({ color: '#7a4b00' });
    expect(within(rows[5]!).getByText('Zayıf')).toHaveStyle({ color: '#b71c1c' });
    expect(
      within(region).getByText(
        'İyi sayılan sınırlar: LCP ≤ 2.500 ms, INP ≤ 200 ms, CLS ≤ 0,1, TTFB ≤ 800 ms.',
      ),
    ).toBeInTheDocument();
  });

  it('reads the same in English', async () => {
    await act(() => i18next.changeLanguage('en'));
    try {
      renderAdmin(<AdminApp />, '/admin');
      const region = await screen.findByRole('region', {
        name: 'What real visitors feel (Core Web Vitals)',
      });
      const rows = within(await within(region).findByRole('table')).getAllByRole('row');
      expect(rows.slice(1).map(cells)).toEqual([
        ['Route: /'],
        ['LCP', '1,840 ms', '120', 'Good'],
        ['CLS', '0.225', '118', 'Needs improvement'],
        ['Route: /user/cart'],
        ['INP', '640 ms', '9', 'Poor'],
      ]);
    } finally {
      await act(() => i18next.changeLanguage('tr'));
    }
  });

  it('says when no visit reported anything, and shows the server refusal', async () => {
    vitals = { status: 200, body: { success: true, message: '', data: { since: '', rows: [] } } };
    const { unmount } = renderAdmin(<AdminApp />, '/admin');
    expect(await screen.findByText('Son 7 günde bildirilen ölçüm yok.')).toBeInTheDocument();
    unmount();
    vitals = { status: 403, body: { success: false, message: 'Bu işlem için yetkiniz yok.' } };
    renderAdmin(<AdminApp />, '/admin');
    const region = await screen.findByRole('region', {
      name: 'Gerçek ziyaretçilerin deneyimi (Core Web Vitals)',
    });
    expect(await within(region).findByText('Bu işlem için yetkiniz yok.')).toBeInTheDocument();
  });
});
