import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { pagesOf } from './pages';

const Page = () => <h1>Eğitimler</h1>;

const renderPage = async (Component: React.ComponentType) => {
  let view!: ReturnType<typeof render>;
  // One synchronous render: what it commits is what the first frame shows.
  act(() => {
    view = render(
      <Suspense fallback={<p>Yükleniyor</p>}>
        <Component />
      </Suspense>,
    );
  });
  return view;
};

describe('pagesOf', () => {
  it('a page preloaded before its first render shows in that render, with no loading frame', async () => {
    const { pages, preload } = pagesOf({ courses: async () => Page });
    await preload.courses!();
    await renderPage(pages.courses!);
    expect(screen.getByRole('heading', { name: 'Eğitimler' })).toBeInTheDocument();
    expect(screen.queryByText('Yükleniyor')).not.toBeInTheDocument();
  });

  it('a page not preloaded shows the loading state, then the page, from one load', async () => {
    const load = jest.fn(async () => Page);
    const { pages } = pagesOf({ courses: load });
    await renderPage(pages.courses!);
    expect(screen.getByText('Yükleniyor')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Eğitimler' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the preload and the render share one load, and a failed preload is tried again', async () => {
    const load = jest
      .fn<Promise<typeof Page>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(Page);
    const { preload } = pagesOf({ courses: load });
    await expect(preload.courses!()).rejects.toThrow('ChunkLoadError');
    await expect(preload.courses!()).resolves.toBe(Page);
    await expect(preload.courses!()).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
