import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setupTestApi } from '@lms/shared/testing';
import { STORAGE_NOTICE_KEY, StorageNotice } from './storage-notice';

setupTestApi(() => ({ status: 404, body: { success: false, message: '' } }), {
  language: 'tr',
});
beforeEach(() => window.localStorage.removeItem(STORAGE_NOTICE_KEY));

// One short notice of what the site keeps in the browser, until it is dismissed.
it('says the session and language are kept in the browser, links the privacy page, and stays dismissed', async () => {
  const { unmount } = renderWithProviders(<StorageNotice />);
  const notice = screen.getByRole('region', { name: 'Tarayıcıda saklanan bilgiler' });
  expect(notice).toHaveTextContent(/oturumunuzu ve dil tercihinizi/);
  expect(screen.getByRole('link', { name: 'Ayrıntılar' }).getAttribute('href')).toMatch(
    /\/info\/privacypolicy$/,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Anladım' }));
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  unmount();
  renderWithProviders(<StorageNotice />);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});
