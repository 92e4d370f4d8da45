import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { AdminBlog, AdminGallery } from '@lms/shared/contracts';
import { renderAdmin, setupAdminTestApi } from '../../testing/setup';
import { BlogEditPage, BlogNewPage } from './pages/blog-edit-page';
import { GalleryEditPage } from './pages/gallery-edit-page';

// The blog form keeps what was typed when the server refuses it, and a gallery's
// images are reordered with buttons as the keyboard's alternative to dragging.

const post: AdminBlog = {
  id: 4,
  title: 'Gümrükte Yeni Dönem',
  url: 'gumrukte-yeni-donem',
  description: '<p>Metin</p>',
  publishDate: '2026-11-01T09:00:00.000Z',
  isDraft: false,
  state: 'published',
  fileUrl: '',
  views: 3,
  en: { title: '', description: '' },
  version: 5,
};

const image = (id: number, alt = '') => ({
  id,
  filePath: `http://api.test/media/galleries/8-${String(id).padStart(16, '0')}.jpg`,
  alt,
  en: { alt: '' },
});
let gallery: AdminGallery = {
  id: 8,
  title: 'Fuar Günü',
  shortDescription: 'Kısa',
  description: '<p>Uzun</p>',
  createDate: '2026-10-01T09:00:00.000Z',
  isDraft: true,
  en: { title: 'Fair Day', shortDescription: '', description: '' },
  version: 2,
  images: [image(1), image(2), image(3, 'Stant')],
};

let writeReply: { status: number; body: unknown } = {
  status: 200,
  body: { success: true, message: '', data: post },
};

const api = setupAdminTestApi((request) => {
  if (request.method === 'GET' && request.path === '/v1/admin/blogs/4') {
    return { status: 200, body: { success: true, message: '', data: post } };
  }
  if (request.method === 'GET' && request.path === '/v1/admin/galleries/8') {
    return { status: 200, body: { success: true, message: '', data: gallery } };
  }
  if (request.method === 'PUT' && request.path === '/v1/admin/galleries/8/images/order') {
    const ids = (request.body as { imageIds: number[] }).imageIds;
    const byId = new Map(gallery.images.map((item) => [item.id, item]));
    gallery = { ...gallery, images: ids.map((id) => byId.get(id)!) };
    return { status: 200, body: { success: true, message: '', data: gallery } };
  }
  if (request.method === 'POST' || request.method === 'PUT') return writeReply;
  return { status: 404, body: { success: false, message: 'yok' } };
});

const writes = (path: string) =>
  api.requests.filter((request) => request.method !== 'GET' && request.path === path);

describe('the blog form', () => {
  it('checks the fields with the shared schema and sends nothing when they are wrong', async () => {
    renderAdmin(
      <Routes>
        <Route path="blogs/new" element={<BlogNewPage />} />
      </Routes>,
      '/admin/blogs/new',
    );
    const title = await screen.findByLabelText('Başlık');
    await userEvent.type(title, 'Şirketlerde İhracat Öğüdü');
    expect(
      await screen.findByText('Boş bırakırsanız: sirketlerde-ihracat-ogudu'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Yazının metni zorunludur.')).toBeInTheDocument();
    expect(writes('/v1/admin/blogs')).toHaveLength(0);
  });

  it('keeps what was typed and puts a taken slug’s message under the slug', async () => {
    writeReply = {
      status: 409,
      body: {
        success: false,
        message: 'Bu adresi başka bir blog yazısı kullanıyor; başka bir adres yazınız.',
        errors: { url: 'blogSlugTaken' },
      },
    };
    renderAdmin(
      <Routes>
        <Route path="blogs/:id" element={<BlogEditPage />} />
      </Routes>,
      '/admin/blogs/4',
    );
    const title = await screen.findByLabelText('Başlık');
    await userEvent.clear(title);
    await userEvent.type(title, 'Yeni Başlık');
    const slug = screen.getByLabelText('Adres (slug)');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'baska-yazi');
    await userEvent.click(screen.getByRole('radio', { name: 'Taslak' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes('/v1/admin/blogs/4')).toHaveLength(1));
    expect(writes('/v1/admin/blogs/4')[0]!.body).toMatchObject({
      title: 'Yeni Başlık',
      url: 'baska-yazi',
      isDraft: true,
      description: '<p>Metin</p>',
      publishDate: '2026-11-01T09:00:00.000Z',
      version: 5,
    });
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getByText('Bu adresi başka bir blog yazısı kullanıyor; başka bir adres yazınız.'),
    ).toBeInTheDocument();
    expect(title).toHaveValue('Yeni Başlık');
    expect(slug).toHaveValue('baska-yazi');
    expect(screen.getByRole('radio', { name: 'Taslak' })).toBeChecked();
  });
});

describe('the blog cover', () => {
  // A new cover moves the post to its next version. The upload names the version the
  // page read, and the form saves at the version the upload answered, not a stale one.
  // What was typed and not saved stays in the form through the upload, and is saved with it.
  it('is uploaded at the version read; the next save keeps the typing, at the version it answered', async () => {
    writeReply = {
      status: 200,
      body: {
        success: true,
        message: '',
        data: { ...post, fileUrl: 'http://api.test/media/blogs/4-kapak.jpg', version: 6 },
      },
    };
    renderAdmin(
      <Routes>
        <Route path="blogs/:id" element={<BlogEditPage />} />
      </Routes>,
      '/admin/blogs/4',
    );
    const title = await screen.findByLabelText('Başlık');
    await userEvent.clear(title);
    await userEvent.type(title, 'Henüz Kaydedilmedi');
    const file = new File([new Uint8Array([1, 2, 3])], 'kapak.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Görsel dosyası'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Görseli yükle' }));
    expect(await screen.findByText('Kapak görseli kaydedildi.')).toBeInTheDocument();
    expect(writes('/v1/admin/blogs/4/cover?version=5')).toHaveLength(1);
    expect(title).toHaveValue('Henüz Kaydedilmedi');

    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes('/v1/admin/blogs/4')).toHaveLength(1));
    expect(writes('/v1/admin/blogs/4')[0]!.body).toMatchObject({
      title: 'Henüz Kaydedilmedi',
      version: 6,
    });
  });
});

describe('typing not saved yet', () => {
  // A picture action answers the gallery at its next version. What was typed and not saved stays
  // in the form; the next save is at the new version.
  it('stays in the gallery form after an image’s text is saved', async () => {
    renderAdmin(
      <Routes>
        <Route path="galleries/:id" element={<GalleryEditPage />} />
      </Routes>,
      '/admin/galleries/8',
    );
    const short = await screen.findByLabelText('Kısa açıklama');
    await userEvent.clear(short);
    await userEvent.type(short, 'Yazılıyor');
    const first = screen.getAllByRole('listitem')[0]!;
    await userEvent.type(within(first).getByLabelText('1. görselin alternatif metni'), 'Açılış');
    writeReply = {
      status: 200,
      body: { success: true, message: '', data: { ...gallery, version: gallery.version + 1 } },
    };
    await userEvent.click(within(first).getByRole('button', { name: 'Metni kaydet' }));
    expect(await screen.findByText('Alternatif metin kaydedildi.')).toBeInTheDocument();
    expect(short).toHaveValue('Yazılıyor');

    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes('/v1/admin/galleries/8')).toHaveLength(1));
    expect(writes('/v1/admin/galleries/8')[0]!.body).toMatchObject({
      shortDescription: 'Yazılıyor',
      version: gallery.version + 1,
    });
  });
});

describe('the gallery images', () => {
  const order = () =>
    screen.getAllByRole('listitem').map(
      (item) =>
        item
          .querySelector('img')
          ?.getAttribute('src')
          ?.match(/-0*(\d+)\.jpg$/)?.[1],
    );

  it('moves an image with the up and down buttons, sends the whole order and says so', async () => {
    renderAdmin(
      <Routes>
        <Route path="galleries/:id" element={<GalleryEditPage />} />
      </Routes>,
      '/admin/galleries/8',
    );
    await screen.findByRole('heading', { level: 3, name: 'Görseller' });
    expect(order()).toEqual(['1', '2', '3']);
    // The first cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: '1. görseli yukarı taşı' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '3. görseli aşağı taşı' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: '3. görseli yukarı taşı' }));
    await waitFor(() => expect(order()).toEqual(['1', '3', '2']));
    expect(writes('/v1/admin/galleries/8/images/order')[0]!.body).toEqual({ imageIds: [1, 3, 2] });
    expect(screen.getByText('Görsel 3. sıradan 2. sıraya taşındı.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '1. görseli aşağı taşı' }));
    await waitFor(() => expect(order()).toEqual(['3', '1', '2']));
    expect(writes('/v1/admin/galleries/8/images/order')[1]!.body).toEqual({ imageIds: [3, 1, 2] });
    // Each image keeps its alt text where it goes.
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByLabelText('1. görselin alternatif metni')).toHaveValue('Stant');
  });

  it('offers a drag handle that a keyboard can reach, with instructions for screen readers', async () => {
    renderAdmin(
      <Routes>
        <Route path="galleries/:id" element={<GalleryEditPage />} />
      </Routes>,
      '/admin/galleries/8',
    );
    const handle = await screen.findByRole('button', { name: '1. görseli sürükleyerek taşı' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    const described = handle.getAttribute('aria-describedby')!;
    expect(document.getElementById(described)).toHaveTextContent(/boşluk ya da Enter/);
  });
});

describe('the language tab of the editors', () => {
  const openPost = async () => {
    renderAdmin(
      <Routes>
        <Route path="blogs/:id" element={<BlogEditPage />} />
      </Routes>,
      '/admin/blogs/4',
    );
    return screen.findByRole('tab', { name: 'English' });
  };

  it('writes the English version in the same form, the Turkish as the hint, and saves both at once', async () => {
    writeReply = { status: 200, body: { success: true, message: '', data: post } };
    const english = await openPost();
    expect(screen.getByRole('tab', { name: 'Türkçe' })).toHaveAttribute('aria-selected', 'true');
    const title = screen.getByLabelText('Başlık');
    await userEvent.clear(title);
    await userEvent.type(title, 'Gümrükte Yepyeni Dönem');

    await userEvent.click(english);
    expect(english).toHaveAttribute('aria-selected', 'true');
    const englishTitle = screen.getByLabelText('Başlık');
    expect(englishTitle).toHaveValue('');
    expect(englishTitle).toHaveAttribute('placeholder', 'Gümrükte Yepyeni Dönem');
    expect(screen.getByText('Boş bırakırsanız Türkçesi gösterilir: “Metin”')).toBeInTheDocument();
    await userEvent.type(englishTitle, 'A New Era at Customs');

    // Back and forth: what was typed in either tab stays.
    await userEvent.click(screen.getByRole('tab', { name: 'Türkçe' }));
    expect(screen.getByLabelText('Başlık')).toHaveValue('Gümrükte Yepyeni Dönem');
    await userEvent.click(screen.getByRole('tab', { name: 'English' }));
    expect(screen.getByLabelText('Başlık')).toHaveValue('A New Era at Customs');

    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes('/v1/admin/blogs/4')).toHaveLength(1));
    expect(writes('/v1/admin/blogs/4')[0]!.body).toMatchObject({
      title: 'Gümrükte Yepyeni Dönem',
      en: { title: 'A New Era at Customs', description: '' },
      version: 5,
    });
  });

  it('a save refused over a newer version says so and keeps both languages as typed', async () => {
    writeReply = {
      status: 409,
      body: {
        success: false,
        message: 'Bu yazı siz düzenlerken başka biri tarafından değiştirildi.',
      },
    };
    const english = await openPost();
    await userEvent.click(english);
    await userEvent.type(screen.getByLabelText('Başlık'), 'Kept English title');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText('Bu yazı siz düzenlerken başka biri tarafından değiştirildi.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Başlık')).toHaveValue('Kept English title');
    await userEvent.click(screen.getByRole('tab', { name: 'Türkçe' }));
    expect(screen.getByLabelText('Başlık')).toHaveValue('Gümrükte Yeni Dönem');
  });

  it('a field refused in English brings the English tab forward with its message', async () => {
    writeReply = {
      status: 400,
      body: {
        success: false,
        message: 'Geçersiz',
        errors: { 'en.title': 'fieldTooLong' },
      },
    };
    await openPost();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByLabelText('Başlık')).toHaveAttribute('aria-invalid', 'true');
  });

  it('the gallery editor publishes a draft gallery with its English texts in one save', async () => {
    writeReply = { status: 200, body: { success: true, message: '', data: gallery } };
    renderAdmin(
      <Routes>
        <Route path="galleries/:id" element={<GalleryEditPage />} />
      </Routes>,
      '/admin/galleries/8',
    );
    expect(await screen.findByRole('radio', { name: 'Taslak' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Yayınla' }));
    await userEvent.click(screen.getByRole('tab', { name: 'English' }));
    expect(screen.getByLabelText('Başlık')).toHaveValue('Fair Day');
    expect(screen.getByLabelText('Kısa açıklama')).toHaveAttribute('placeholder', 'Kısa');
    await userEvent.type(screen.getByLabelText('Kısa açıklama'), 'Short');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes('/v1/admin/galleries/8')).toHaveLength(1));
    expect(writes('/v1/admin/galleries/8')[0]!.body).toMatchObject({
      title: 'Fuar Günü',
      isDraft: false,
      en: { title: 'Fair Day', shortDescription: 'Short' },
      version: 2,
    });
  });
});
