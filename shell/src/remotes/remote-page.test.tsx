import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { initTestI18n, renderWithProviders } from '@lms/shared/testing';
import { RemotePage } from './remote-page';

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

beforeAll(() => initTestI18n('tr'));
beforeEach(() => loadRemoteMock.mockReset());

const routesModule = (pages: Record<string, ComponentType>) => ({ default: { pages } });

describe('RemotePage', () => {
  it("renders the remote's page", async () => {
    loadRemoteMock.mockResolvedValue(routesModule({ faqs: () => <h1>SSS sayfası</h1> }));
    renderWithProviders(<RemotePage remote="content" page="faqs" />);
    expect(await screen.findByRole('heading', { name: 'SSS sayfası' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('content/routes');
  });

  it('says a page is being prepared when the remote does not have it yet', async () => {
    loadRemoteMock.mockResolvedValue(routesModule({}));
    renderWithProviders(<RemotePage remote="checkout" page="cart" />);
    expect(
      await screen.findByRole('heading', { name: 'Bu sayfa hazırlanıyor' }),
    ).toBeInTheDocument();
  });

  it('retries, then shows the translated fallback, and the retry button loads it again', async () => {
    // React reports the failed load; the boundary logs it once as '[remote]'.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockRejectedValue(new Error('net::ERR_CONNECTION_REFUSED'));
    renderWithProviders(<RemotePage remote="account" page="login" />);
    expect(await screen.findByText('Bu bölüm şu anda yüklenemedi')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
    expect(logged).toHaveBeenCalledWith('[remote]', expect.any(Error));
    logged.mockRestore();

    loadRemoteMock.mockResolvedValue(routesModule({ login: () => <h1>Giriş</h1> }));
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { name: 'Giriş' })).toBeInTheDocument();
  });

  it('keeps the page up when a remote page throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    loadRemoteMock.mockResolvedValue(routesModule({ exam: Broken }));
    renderWithProviders(
      <>
        <p>Üst bilgi</p>
        <RemotePage remote="learning" page="exam" />
      </>,
    );
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByText('Üst bilgi')).toBeInTheDocument();
  });
});
