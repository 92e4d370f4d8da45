import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { usePageTitleStore, useSessionStore } from '@lms/shared';
import { AdminApp } from './admin-app';
import { expectPath, renderAdmin, setupAdminTestApi, signInAs, tokenFor } from './testing/setup';

/** What the server says on the first page: sales only for the roles that may see them. */
const DASHBOARD = {
  sales: {
    today: { orders: 2, subtotal: 5000, tax: 1000, total: 6000 },
    month: { orders: 31, subtotal: 82500, tax: 16500, total: 99000 },
  },
  transfersAwaiting: 3,
  refundsOwed: { count: 2, total: 5650 },
  openMessages: 4,
  newestEnrolments: [
    {
      userId: 7,
      name: 'Ayşe Yılmaz',
      email: 'ayse.yilmaz@ornek.com.tr',
      courseId: 109,
      courseName: 'Gümrük Mevzuatı',
      enrolledAt: '2026-11-26T09:30:00.000Z',
    },
  ],
};
let dashboard: unknown = DASHBOARD;
/** The profile the server answers (none by default): it names the role of an older session. */
let profile: unknown = null;

// The back office reads the session's role, or the profile's for a session stored before
// sessions named roles. The first page reads its figures and real visitors' Web Vitals.
setupAdminTestApi((request) => {
  if (request.path.startsWith('/v1/admin/vitals')) {
    return { status: 200, body: { success: true, message: '', data: { since: '', rows: [] } } };
  }
  if (request.path.startsWith('/v1/admin/dashboard')) {
    return { status: 200, body: { success: true, message: '', data: dashboard } };
  }
  if (request.path.startsWith('/v1/users/getuserprofile')) {
    return { status: 200, body: { success: true, message: '', data: profile } };
  }
  return { status: 200, body: { data: null } };
});
beforeEach(() => {
  dashboard = DASHBOARD;
  profile = null;
});

/** A session stored before sessions named roles: the user has no `role` at all. */
const signInWithoutRole = () =>
  useSessionStore.getState().setSession(tokenFor(8), {
    id: 8,
    name: 'Deniz',
    surname: 'Aksoy',
    email: 'deniz@ornek.com.tr',
  });

const menuLinks = () =>
  within(menu())
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

afterEach(() => useSessionStore.getState().clearSession());

const menu = () => screen.getByRole('navigation', { name: 'Yönetim menüsü' });

describe('the back office', () => {
  it('sends a guest to the login page, with the way back', async () => {
    renderAdmin(<AdminApp />, '/admin/audit');
    await expectPath('/login state={"from":"/admin/audit"}');
  });

  it('sends a learner to their courses', async () => {
    signInAs(null);
    renderAdmin(<AdminApp />, '/admin');
    await expectPath('/account/courses');
  });

  it('shows an editor courses, instructors, exams, blog posts and galleries, and no audit log', async () => {
    signInAs('editor');
    renderAdmin(<AdminApp />, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yönetim' })).toBeInTheDocument();
    const links = within(menu())
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Genel bakış', '/admin'],
      ['Eğitimler', '/admin/courses'],
      ['Eğitmenler', '/admin/instructors'],
      ['Sınavlar', '/admin/exams'],
      ['Blog yazıları', '/admin/blogs'],
      ['Galeriler', '/admin/galleries'],
      ['Ana sayfa afişleri', '/admin/banners'],
      ['Sıkça sorulan sorular', '/admin/faq'],
      ['Bilgi sayfaları', '/admin/pages'],
      ['Site ayarları', '/admin/settings'],
      ['Mesajlar', '/admin/messages'],
      ['Bülten aboneleri', '/admin/subscribers'],
    ]);
    expect(screen.getByText('Rol: Editör')).toBeInTheDocument();
  });

  it('names the menu in English too, and an admin sees every area', async () => {
    signInAs('admin');
    await act(() => i18next.changeLanguage('en'));
    try {
      renderAdmin(<AdminApp />, '/admin');
      const nav = await screen.findByRole('navigation', { name: 'Back office menu' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Overview',
        'Courses',
        'Instructors',
        'Exams',
        'Blog posts',
        'Galleries',
        'Home banners',
        'FAQ',
        'Information pages',
        'Site settings',
        'Messages',
        'Newsletter subscribers',
        'Orders',
        'People',
        'Association members',
        'Staff accounts',
        'Audit log',
      ]);
      // The figures in English too.
      const today = await screen.findByRole('region', { name: 'Today' });
      expect(within(today).getByText('2 paid orders')).toBeInTheDocument();
      expect(within(today).getByText('6,000.00 TL')).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('tr'));
    }
  });

  it('shows an admin every area, the audit log among them', async () => {
    signInAs('admin');
    renderAdmin(<AdminApp />, '/admin');
    await screen.findByRole('navigation', { name: 'Yönetim menüsü' });
    expect(within(menu()).getByRole('link', { name: 'Denetim kaydı' })).toHaveAttribute(
      'href',
      '/admin/audit',
    );
  });

  it("shows finance today's and this month's sales and the transfers waiting", async () => {
    signInAs('finance');
    renderAdmin(<AdminApp />, '/admin');
    const today = await screen.findByRole('region', { name: 'Bugün' });
    expect(within(today).getByText('2 ödenmiş sipariş')).toBeInTheDocument();
    expect(within(today).getByText('5.000,00 TL')).toBeInTheDocument();
    expect(within(today).getByText('1.000,00 TL')).toBeInTheDocument();
    expect(within(today).getByText('6.000,00 TL')).toBeInTheDocument();
    const month = screen.getByRole('region', { name: 'Bu ay' });
    expect(within(month).getByText('99.000,00 TL')).toBeInTheDocument();
    const transfers = screen.getByRole('region', { name: 'Ödeme bekleyen havaleler' });
    expect(within(transfers).getByText('3')).toBeInTheDocument();
    const owed = screen.getByRole('region', { name: 'Geri ödeme bekleyen iadeler' });
    expect(within(owed).getByText('2')).toBeInTheDocument();
    expect(within(owed).getByText('5.650,00 TL')).toBeInTheDocument();
    expect(
      within(owed).getByRole('link', { name: 'Geri ödeme bekleyen siparişleri göster' }),
    ).toHaveAttribute('href', '/admin/orders?refund=owed');
    const enrolments = screen.getByRole('region', { name: 'Son kayıtlar' });
    expect(within(enrolments).getByText(/Gümrük Mevzuatı/)).toBeInTheDocument();
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Genel bakış', 'Siparişler', 'Kişiler', 'Birlik üyeleri']);
    expect(screen.queryByRole('link', { name: 'Eğitmenler' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Personel hesapları' })).toBeNull();
  });

  it('shows an editor no sales figures when the server gives none', async () => {
    dashboard = { ...DASHBOARD, sales: null, transfersAwaiting: null, refundsOwed: null };
    signInAs('editor');
    renderAdmin(<AdminApp />, '/admin');
    expect(await screen.findByRole('region', { name: 'Son kayıtlar' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bugün' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ödeme bekleyen havaleler' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Geri ödeme bekleyen iadeler' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Yanıt bekleyen mesajlar' })).toHaveTextContent('4');
  });

  it('refuses an editor the audit log, in words', async () => {
    signInAs('editor');
    renderAdmin(<AdminApp />, '/admin/audit');
    expect(
      await screen.findByRole('heading', { name: 'Bu sayfaya erişiminiz yok' }),
    ).toBeInTheDocument();
  });

  it("shows finance orders, people and members, and none of the editors' or admins' areas", async () => {
    signInAs('finance');
    renderAdmin(<AdminApp />, '/admin');
    expect(await screen.findByText('Rol: Muhasebe')).toBeInTheDocument();
    expect(menuLinks()).toEqual(['/admin', '/admin/orders', '/admin/people', '/admin/members']);
  });

  it('refuses finance a course page and an admin nothing', async () => {
    signInAs('finance');
    const { unmount } = renderAdmin(<AdminApp />, '/admin/courses');
    expect(
      await screen.findByRole('heading', { name: 'Bu sayfaya erişiminiz yok' }),
    ).toBeInTheDocument();
    unmount();
    signInAs('admin');
    renderAdmin(<AdminApp />, '/admin/audit');
    expect(await screen.findByText('Rol: Yönetici')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bu sayfaya erişiminiz yok' })).toBeNull();
  });

  it("names the area in the tab's title, on its page and below it, and only the back office on the first page", async () => {
    signInAs('finance');
    const first = renderAdmin(<AdminApp />, '/admin');
    await screen.findByText('Rol: Muhasebe');
    await waitFor(() => expect(usePageTitleStore.getState().pageTitle).toBe('Yönetim'));
    first.unmount();
    const area = renderAdmin(<AdminApp />, '/admin/people');
    await waitFor(() => expect(usePageTitleStore.getState().pageTitle).toBe('Kişiler — Yönetim'));
    area.unmount();
    renderAdmin(<AdminApp />, '/admin/orders/ABC123');
    await waitFor(() =>
      expect(usePageTitleStore.getState().pageTitle).toBe('Siparişler — Yönetim'),
    );
  });

  it('asks the server for the role of a session stored before sessions named it', async () => {
    profile = { name: 'Deniz', surname: 'Aksoy', email: 'deniz@ornek.com.tr', role: 'finance' };
    signInWithoutRole();
    renderAdmin(<AdminApp />, '/admin');
    // Waiting for the answer, not sent away as a learner meanwhile.
    expect(await screen.findByText('Rol: Muhasebe')).toBeInTheDocument();
    expect(menuLinks()).toContain('/admin/orders');
    expect(screen.getByTestId('current-path').textContent).toBe('/admin');
  });

  it('sends an older session whose profile names no staff role to their courses', async () => {
    profile = { name: 'Deniz', surname: 'Aksoy', email: 'deniz@ornek.com.tr', role: 'student' };
    signInWithoutRole();
    renderAdmin(<AdminApp />, '/admin');
    await expectPath('/account/courses');
  });

  it('says so for an address the back office does not have', async () => {
    signInAs('admin');
    renderAdmin(<AdminApp />, '/admin/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
  });
});
