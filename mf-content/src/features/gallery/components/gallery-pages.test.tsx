import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { focusManager } from '@tanstack/react-query';
import { renderWithProviders, setupTestApi, type Handler } from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { buildGallery } from '../../../testing/factories';
import { GalleryDetailPage } from './gallery-detail-page';
import { GalleryListPage } from './gallery-list-page';

let handler: Handler;
const server = setupTestApi((request) => handler(request), { namespaces: { content: { tr, en } } });

const renderDetail = (id: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/gallery/detail/:id" element={<GalleryDetailPage />} />
    </Routes>,
    { route: `/gallery/detail/${id}` },
  );

describe('gallery list', () => {
  it('shows cards linking to gallery/detail/{id}', async () => {
    handler = () => ({
      body: {
        success: true,
        data: [buildGallery(), buildGallery({ id: 7, title: 'E-İhracat Zirvesi' })],
      },
    });
    renderWithProviders(<GalleryListPage />);
    expect(await screen.findByRole('link', { name: 'E-İhracat Zirvesi' })).toHaveAttribute(
      'href',
      '/gallery/detail/7',
    );
    const card = screen
      .getByRole('link', { name: 'Hazır Giyim Uygulama Atölyesi' })
      .closest('article')!;
    expect(within(card).getByText(/3 fotoğraf/)).toBeInTheDocument();
    expect(server.requests.at(-1)?.path).toBe('/v1/galleries/gallery/getall');
  });

  it('offers each cover as WebP renditions in a srcset, keeping its width and height', async () => {
    handler = () => ({ body: { success: true, data: [buildGallery()] } });
    const { container } = renderWithProviders(<GalleryListPage />);
    await screen.findByRole('link', { name: 'Hazır Giyim Uygulama Atölyesi' });
    const source = container.querySelector('picture source[type="image/webp"]');
    expect(source?.getAttribute('srcset')).toContain(
      'http://api.test/renditions/800/galleries/atolye-1.webp 800w',
    );
    expect(source).toHaveAttribute('sizes');
    const img = container.querySelector('picture img');
    expect(img).toHaveAttribute('src', 'http://api.test/images/galleries/atolye-1.svg');
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '400');
  });

  it("fetches the first cover at once (the phone's largest paint), the others lazily", async () => {
    handler = () => ({
      body: {
        success: true,
        data: [buildGallery(), buildGallery({ id: 7, title: 'E-İhracat Zirvesi' })],
      },
    });
    const { container } = renderWithProviders(<GalleryListPage />);
    await screen.findByRole('link', { name: 'E-İhracat Zirvesi' });
    const images = [...container.querySelectorAll('article img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows galleryEmpty when there are none', async () => {
    handler = () => ({ body: { success: true, data: [] } });
    renderWithProviders(<GalleryListPage />);
    expect(await screen.findByText('Henüz galeri yok.')).toBeInTheDocument();
  });
});

describe('gallery detail', () => {
  it('shows the title, the short description as a heading, the description and the pictures', async () => {
    handler = () => ({ body: { success: true, data: buildGallery() } });
    renderDetail('3');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hazır Giyim Uygulama Atölyesi' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Kalıptan numuneye bütün süreç atölyede.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Katılımcılarımız numunelerini dikti.')).toBeInTheDocument();
    const photos = within(screen.getByRole('list', { name: 'Fotoğraflar' })).getAllByRole('button');
    expect(photos).toHaveLength(3);
    expect(photos[1]).toHaveAccessibleName('Hazır Giyim Uygulama Atölyesi – fotoğraf 2 / 3, büyüt');
    expect(server.requests.at(-1)?.path).toBe('/v1/Galleries/gallery/getbyid/3');
  });

  it('offers each photo as WebP renditions in a srcset', async () => {
    handler = () => ({ body: { success: true, data: buildGallery({ id: 5 }) } });
    const { container } = renderDetail('5');
    await screen.findByRole('heading', { level: 1 });
    const sources = container.querySelectorAll('ul picture source[type="image/webp"]');
    expect(sources).toHaveLength(3);
    expect(sources[2]?.getAttribute('srcset')).toContain(
      'http://api.test/renditions/480/galleries/atolye-3.webp 480w',
    );
  });

  it('fetches the first photo at once and the others lazily', async () => {
    handler = () => ({ body: { success: true, data: buildGallery({ id: 5 }) } });
    const { container } = renderDetail('5');
    await screen.findByRole('heading', { level: 1 });
    const images = [...container.querySelectorAll('ul picture img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it('does not fetch again when the window regains focus', async () => {
    handler = () => ({ body: { success: true, data: buildGallery({ id: 4 }) } });
    renderDetail('4');
    await screen.findByRole('heading', { level: 1 });
    const before = server.requests.length;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    fireEvent.focus(window);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests.length).toBe(before);
  });

  it('says a missing gallery is not found, with a heading and the ways back', async () => {
    handler = () => ({ status: 404, body: { success: false, message: 'Galeri bulunamadı.' } });
    renderDetail('999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Galeri bulunamadı' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tüm galeriler' })).toHaveAttribute(
      'href',
      '/galleries',
    );
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
  });

  it("shows the translated 'error' when the gallery cannot be loaded", async () => {
    handler = () => ({ status: 500, body: { success: false, message: 'Sunucu hatası' } });
    renderDetail('99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bir hata oluştu');
  });
  // The lightbox itself (keys, counter, focus) is covered by e2e/tests/content.spec.ts: jest does
  // not transform the library's ES modules.
});
