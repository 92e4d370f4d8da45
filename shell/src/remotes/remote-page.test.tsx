import type { ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteVersionSkewError, setRemoteModuleLoader } from '@lms/shared';
import { REMOTE_NAMES, type PageId } from '@lms/shared/page-routes';
import { initTestI18n, renderWithProviders } from '@lms/shared/testing';
import { RemotePage } from './remote-page';
import { forgetRemote, loadRemoteModule, loadRemoteRoutes } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('@lms/shared', () => ({
  ...jest.requireActual('@lms/shared'),
  // No pauses between retries in tests. A page loaded once stays loaded (as the runtime keeps the
  // module), so each test uses pages of its own.
  withRetry: (load: () => Promise<unknown>) =>
    jest.requireActual('@lms/shared').withRetry(load, [0, 0]),
}));

const loadRemoteMock = loadRemote as jest.Mock;

// The shell's own forget: it also drops the routes module the shell keeps (remote-loader.ts).
const forget = jest.fn(forgetRemote);

beforeAll(() => initTestI18n('tr'));
beforeEach(() => {
  loadRemoteMock.mockReset();
  forget.mockReset();
  forget.mockImplementation(forgetRemote);
  REMOTE_NAMES.forEach(forgetRemote);
  setRemoteModuleLoader(loadRemoteModule, { forget });
});

/** A remote's `./routes` module with these pages in its manifest. */
const routesModule = (pages: Partial<Record<PageId, ComponentType>>) => ({
  default: {
    routes: Object.entries(pages).map(([id, Component]) => ({ id, path: id, Component })),
    preload: {},
  },
});

describe('RemotePage', () => {
  it("renders the remote's page", async () => {
    loadRemoteMock.mockResolvedValue(routesModule({ faqs: () => <h1>SSS sayfası</h1> }));
    renderWithProviders(<RemotePage page="faqs" />);
    expect(await screen.findByRole('heading', { name: 'SSS sayfası' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('content/routes');
  });

  it('a page whose routes and code loaded at start-up shows in the first render, with no spinner', async () => {
    const { routesOf } = jest.requireActual('@lms/shared') as typeof import('@lms/shared');
    const other = async () => () => <h1>Başka bir sayfa</h1>;
    const routes = routesOf('content', {
      info: async () => () => <h1>Hakkımızda</h1>,
      contacts: other,
      faqs: other,
      galleries: other,
      galleryDetail: other,
      blogs: other,
      blogDetail: other,
    });
    loadRemoteMock.mockResolvedValue({ default: routes });
    // What preload-route.ts does before bootstrap renders.
    await loadRemoteRoutes('content');
    await routes.preload.info!();
    act(() => {
      renderWithProviders(<RemotePage page="info" />);
    });
    expect(screen.getByRole('heading', { name: 'Hakkımızda' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says a page is being prepared when the remote does not have it yet', async () => {
    loadRemoteMock.mockResolvedValue(routesModule({}));
    renderWithProviders(<RemotePage page="cart" />);
    expect(
      await screen.findByRole('heading', { name: 'Bu sayfa hazırlanıyor' }),
    ).toBeInTheDocument();
  });

  it('retries, then shows the translated fallback, and the retry button loads it again', async () => {
    // React reports the failed load; the boundary logs it once as '[remote]'.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockRejectedValue(new Error('net::ERR_CONNECTION_REFUSED'));
    renderWithProviders(<RemotePage page="login" />);
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
        <RemotePage page="exam" />
      </>,
    );
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByText('Üst bilgi')).toBeInTheDocument();
  });

  it('names the area in the fallback', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockRejectedValue(new Error('net::ERR_CONNECTION_REFUSED'));
    renderWithProviders(<RemotePage page="paymentSuccess" />);
    expect(await screen.findByText('Etkilenen bölüm: Sepet ve ödeme')).toBeInTheDocument();
  });

  it('loads again when the user comes back to a page whose remote had failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockRejectedValue(new Error('net::ERR_CONNECTION_REFUSED'));
    const first = renderWithProviders(<RemotePage page="blogs" />);
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    first.unmount();

    // The remote is back: coming back shows the page, without a retry click.
    loadRemoteMock.mockResolvedValue(routesModule({ blogs: () => <h1>Blog</h1> }));
    renderWithProviders(<RemotePage page="blogs" />);
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
  });

  it('the first Retry after coming back loads again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockRejectedValue(new Error('net::ERR_CONNECTION_REFUSED'));
    const first = renderWithProviders(<RemotePage page="galleries" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<RemotePage page="galleries" />);
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    const calls = loadRemoteMock.mock.calls.length;

    loadRemoteMock.mockResolvedValue(routesModule({ galleries: () => <h1>Galeri</h1> }));
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { name: 'Galeri' })).toBeInTheDocument();
    expect(loadRemoteMock.mock.calls.length).toBe(calls + 1);
  });

  it('after a deploy removed a chunk, forgets the remote and loads its new release once', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const gone = Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' });
    const OldBlogs = () => {
      throw gone;
    };
    loadRemoteMock.mockResolvedValueOnce(routesModule({ blogDetail: OldBlogs }));
    loadRemoteMock.mockResolvedValue(routesModule({ blogDetail: () => <h1>Yeni blog</h1> }));
    renderWithProviders(<RemotePage page="blogDetail" />);
    expect(await screen.findByRole('heading', { name: 'Yeni blog' })).toBeInTheDocument();
    expect(forget).toHaveBeenCalledWith('content');
  });

  it('says a remote of another version is being updated, and offers no pointless retry', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockRejectedValue(
      new RemoteVersionSkewError('learning', ['react-router-dom: needs ^7.0.0, shell has 6.30.1']),
    );
    renderWithProviders(<RemotePage page="exam" />);
    expect(
      await screen.findByRole('heading', { name: 'Bu bölüm güncelleniyor' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
    // No retries: the same build would be refused again.
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('learning does not fit this shell'),
      expect.any(RemoteVersionSkewError),
    );
  });
});
