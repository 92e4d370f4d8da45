import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { pageComponent, routesOf } from './route-manifest';

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

/** Catalog's three pages, each from the given loader. */
const catalog = (load: () => Promise<React.ComponentType>) =>
  routesOf('catalog', { home: load, courseList: load, courseDetail: load });

describe('routesOf', () => {
  it('lists each page with its id, its path from PAGE_ROUTES and its component', () => {
    const manifest = catalog(async () => Page);
    expect(manifest.routes.map(({ id, path }) => [id, path])).toEqual([
      ['home', '/'],
      ['courseList', 'courses/:courseType'],
      ['courseDetail', 'courses/details/:nameSlug'],
    ]);
    expect(pageComponent(manifest, 'courseDetail')).toBe(manifest.routes[2]!.Component);
    expect(pageComponent(manifest, 'faqs')).toBeUndefined();
  });

  it('a page preloaded before its first render shows in that render, with no loading frame', async () => {
    const manifest = catalog(async () => Page);
    await manifest.preload.courseList!();
    await renderPage(pageComponent(manifest, 'courseList')!);
    expect(screen.getByRole('heading', { name: 'Eğitimler' })).toBeInTheDocument();
    expect(screen.queryByText('Yükleniyor')).not.toBeInTheDocument();
  });

  it('a page not preloaded shows the loading state, then the page, from one load', async () => {
    const load = jest.fn(async () => Page);
    const manifest = catalog(load);
    await renderPage(pageComponent(manifest, 'courseList')!);
    expect(screen.getByText('Yükleniyor')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Eğitimler' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the preload and the render share one load, and a failed preload is tried again', async () => {
    const load = jest
      .fn<Promise<typeof Page>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(Page);
    const { preload } = catalog(load);
    await expect(preload.courseList!()).rejects.toThrow('ChunkLoadError');
    await expect(preload.courseList!()).resolves.toBe(Page);
    await expect(preload.courseList!()).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
