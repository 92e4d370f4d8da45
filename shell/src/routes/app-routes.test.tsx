import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { setAppConfig, setRemoteModuleLoader, type AppConfig } from '@lms/shared';
import { initTestI18n, renderWithProviders } from '@lms/shared/testing';
import { forgetRemote, loadRemoteModule } from '../remotes/remote-loader';
import { AppRoutes } from './app-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('@lms/shared', () => ({
  ...jest.requireActual('@lms/shared'),
  // No pauses between retries in tests.
  withRetry: (load: () => Promise<unknown>) =>
    jest.requireActual('@lms/shared').withRetry(load, [0, 0]),
}));

const loadRemoteMock = loadRemote as jest.Mock;

/** The admin remote's `./App`: shows the part of the address under its prefix. */
const AdminApp = () => <h1>Yönetim: {useParams()['*'] || 'başlangıç'}</h1>;

const withAdmin: AppConfig = {
  apiBaseUrl: 'http://127.0.0.1:9',
  remotes: { admin: 'http://localhost:3006/mf-manifest.json' },
  routes: { admin: 'admin' },
};

beforeAll(() => initTestI18n('tr'));
beforeEach(() => {
  loadRemoteMock.mockReset();
  loadRemoteMock.mockResolvedValue({ default: AdminApp });
  forgetRemote('admin');
  setRemoteModuleLoader(loadRemoteModule, { forget: forgetRemote });
});

describe('a remote mounted on the prefix app-config.json gives it', () => {
  it("shows the remote's app for every address under the prefix", async () => {
    setAppConfig(withAdmin);
    renderWithProviders(<AppRoutes />, { route: '/admin/audit' });
    expect(await screen.findByRole('heading', { name: 'Yönetim: audit' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('admin/App');
  });

  it("shows the area's fallback when the remote cannot be loaded, and Retry loads it again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A remote of its own: the page keeps a loaded area's component (remote-widget.tsx).
    setAppConfig({
      ...withAdmin,
      remotes: { reports: 'http://localhost:3007/mf-manifest.json' },
      routes: { reports: 'reports' },
    });
    loadRemoteMock.mockRejectedValue(new Error('down'));
    renderWithProviders(<AppRoutes />, { route: '/reports' });
    expect(
      await screen.findByRole('heading', { name: 'Bu bölüm şu anda yüklenemedi' }),
    ).toBeInTheDocument();
    // Tried three times (withRetry) before the fallback.
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
    expect(loadRemoteMock).toHaveBeenCalledWith('reports/App');
    loadRemoteMock.mockResolvedValue({ default: AdminApp });
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { name: 'Yönetim: başlangıç' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('is the not-found page, with nothing of the remote loaded, when the config does not name it', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setAppConfig({ ...withAdmin, routes: {} });
    renderWithProviders(<AppRoutes />, { route: '/admin' });
    expect(
      await screen.findByRole('heading', { name: 'Aradığınız sayfa bulunamadı' }),
    ).toBeInTheDocument();
    setAppConfig({ ...withAdmin, remotes: {} });
    renderWithProviders(<AppRoutes />, { route: '/admin/audit' });
    expect(
      await screen.findAllByRole('heading', { name: 'Aradığınız sayfa bulunamadı' }),
    ).toHaveLength(2);
    expect(loadRemoteMock).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });
});
