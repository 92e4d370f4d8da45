import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAppConfig } from '../config/runtime-config';
import { renderWithProviders, setupTestApi, type Reply } from '../testing';
import { useSessionStore } from './session-store';
import { useLogout } from './use-logout';

// Logging out ends the session on the server too, and here whatever the server says.

let reply: Reply;
const server = setupTestApi(() => reply, { language: 'tr' });

const LogoutButton = () => {
  const logout = useLogout();
  return (
    <button type="button" onClick={logout}>
      Çıkış Yap
    </button>
  );
};

beforeEach(() => {
  reply = { body: { success: true, message: 'Oturumunuz kapatıldı.', data: null } };
  useSessionStore.getState().setSession('eski.jeton.imza', null);
});

describe('useLogout', () => {
  it('asks the API to end this session with its token, and forgets it here', async () => {
    renderWithProviders(<LogoutButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    expect(useSessionStore.getState().token).toBeNull();
    await waitFor(() =>
      expect(server.requests.find((r) => r.path === '/v1/auth/logout')).toBeDefined(),
    );
    const call = server.requests.find((r) => r.path === '/v1/auth/logout')!;
    expect(call.method).toBe('POST');
    expect(call.headers.authorization).toBe('Bearer eski.jeton.imza');
  });

  it('still signs out here when the API cannot be reached', async () => {
    reply = { destroy: true };
    renderWithProviders(<LogoutButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    expect(useSessionStore.getState().token).toBeNull();
    await waitFor(() => expect(server.requests).toHaveLength(1));
  });

  it('signs out here when the API is elsewhere and down', async () => {
    setAppConfig({ apiBaseUrl: 'http://127.0.0.1:9', remotes: {} });
    try {
      renderWithProviders(<LogoutButton />);
      await userEvent.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
      expect(useSessionStore.getState().token).toBeNull();
    } finally {
      setAppConfig({ apiBaseUrl: server.url, remotes: {} });
    }
  });
});
