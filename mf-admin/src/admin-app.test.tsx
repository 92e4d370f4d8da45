import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useSessionStore } from '@lms/shared';
import { AdminApp } from './admin-app';
import { expectPath, renderAdmin, setupAdminTestApi, signInAs } from './testing/setup';

// The profile the shell's session sync would read; the back office reads the session's role.
setupAdminTestApi(() => ({ status: 200, body: { data: null } }));

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

  it('shows an editor courses, instructors and exams, and no audit log', async () => {
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
      ).toEqual(['Overview', 'Courses', 'Instructors', 'Exams', 'Orders', 'Audit log']);
      // The overview offers the same areas: the menu's link and its own.
      expect(screen.getAllByRole('link', { name: 'Instructors' })).toHaveLength(2);
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

  it('shows finance the orders and nothing of the editors', async () => {
    signInAs('finance');
    renderAdmin(<AdminApp />, '/admin');
    await screen.findByRole('navigation', { name: 'Yönetim menüsü' });
    expect(within(menu()).getByRole('link', { name: 'Siparişler' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    expect(within(menu()).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Eğitmenler' })).toBeNull();
  });

  it('refuses an editor the audit log, in words', async () => {
    signInAs('editor');
    renderAdmin(<AdminApp />, '/admin/audit');
    expect(
      await screen.findByRole('heading', { name: 'Bu sayfaya erişiminiz yok' }),
    ).toBeInTheDocument();
  });

  it('says so for an address the back office does not have', async () => {
    signInAs('admin');
    renderAdmin(<AdminApp />, '/admin/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
  });
});
