import { screen } from '@testing-library/react';
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
