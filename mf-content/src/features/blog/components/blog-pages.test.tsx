import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, setupTestApi, type Handler } from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { buildBlogPost } from '../../../testing/factories';
import { BlogDetailPage } from './blog-detail-page';
import { BlogListPage } from './blog-list-page';

let handler: Handler;
const server = setupTestApi((request) => handler(request), { namespaces: { content: { tr, en } } });

const posts = [
  buildBlogPost({
    url: 'yeni-takvim',
    title: '2027 Eğitim Takvimimiz Yayında',
    createDate: '2026-11-02T07:00:00.000Z',
  }),
  buildBlogPost({
    url: 'kur-riski',
    title: 'Kur Riskine Karşı Küçük İşletmeler',
    createDate: '2026-01-21T07:00:00.000Z',
  }),
];

const renderDetail = (slug: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/blog/detail/:nameSlug" element={<BlogDetailPage />} />
    </Routes>,
    { route: `/blog/detail/${slug}` },
  );

describe('blog list', () => {
  it('shows cards with day, month, year and a link to the detail', async () => {
    handler = () => ({ body: { success: true, data: posts } });
    renderWithProviders(<BlogListPage />);

    const link = await screen.findByRole('link', { name: '2027 Eğitim Takvimimiz Yayında' });
    expect(link).toHaveAttribute('href', '/blog/detail/yeni-takvim');
    const card = link.closest('article')!;
    expect(within(card).getByText('2')).toBeInTheDocument();
    expect(within(card).getByText('Kasım')).toBeInTheDocument();
    expect(within(card).getByText('2026')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(server.requests.at(-1)?.path).toBe('/v1/blogs/getlist/');
  });

  it("fetches the first card's picture at once (the phone's largest paint), the others lazily", async () => {
    handler = () => ({ body: { success: true, data: posts } });
    const { container } = renderWithProviders(<BlogListPage />);
    await screen.findByRole('link', { name: '2027 Eğitim Takvimimiz Yayında' });
    const images = [...container.querySelectorAll('article img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows blogsEmpty when there are no posts', async () => {
    handler = () => ({ body: { success: true, data: [] } });
    renderWithProviders(<BlogListPage />);
    expect(await screen.findByText('Henüz blog yazısı yok.')).toHaveAttribute('role', 'status');
  });

  it('shows the generic error when the list fails', async () => {
    handler = () => ({ status: 500, body: { success: false, message: 'Veritabanı hatası' } });
    renderWithProviders(<BlogListPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'İçerik yüklenirken bir hata oluştu.',
    );
  });
});

describe('blog detail', () => {
  const detailHandler: Handler = (request) => {
    if (request.path === '/v1/blogs/getmostviewed') return { body: { success: true, data: posts } };
    return {
      body: {
        success: true,
        data: buildBlogPost({
          url: 'kur-riski',
          title: 'Kur Riskine Karşı Küçük İşletmeler',
          description:
            '<p>Vadeli işlemler riski azaltır.</p><img src="x" onerror="window.__hacked = true">',
        }),
      },
    };
  };

  it('shows the sanitised post, share links and the other most read posts', async () => {
    handler = detailHandler;
    renderDetail('kur-riski');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kur Riskine Karşı Küçük İşletmeler' }),
    ).toBeInTheDocument();
    const text = screen.getByText('Vadeli işlemler riski azaltır.');
    expect(text.parentElement?.innerHTML).not.toContain('onerror');
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();

    const share = screen.getByRole('region', { name: 'Paylaş' });
    // A real path the API previews with Open Graph tags, not the hash route.
    const postUrl = encodeURIComponent(`${server.url}/share/blog/kur-riski`);
    expect(within(share).getByRole('link', { name: "Facebook'ta paylaş" })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${postUrl}`,
    );
    expect(within(share).getAllByRole('link')).toHaveLength(6);
    expect(within(share).getByRole('button', { name: 'Bağlantıyı kopyala' })).toBeInTheDocument();

    const mostRead = screen.getByRole('complementary', { name: 'Çok Okunanlar' });
    const links = await within(mostRead).findAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/blog/detail/yeni-takvim');
    expect(server.requests.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/v1/blogs/getbynameslug/kur-riski', '/v1/blogs/getmostviewed']),
    );
  });

  it('says a missing post is not found, with a heading and the ways back, not an error', async () => {
    handler = () => ({ status: 404, body: { success: false, message: 'Yazı bulunamadı.' } });
    renderDetail('yok');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog yazısı bulunamadı' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tüm yazılar' })).toHaveAttribute('href', '/blogs');
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the generic error message when the post cannot be loaded', async () => {
    handler = () => ({ status: 500, body: { success: false, message: 'Sunucu hatası' } });
    renderDetail('yok');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'İçerik yüklenirken bir hata oluştu.',
    );
  });
});
