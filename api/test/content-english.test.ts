import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { SPEC_PAGE_IDS } from '@lms/shared/contracts';
import type { AdminBlog, AdminFaq, AdminGallery, AdminPage } from '@lms/shared/contracts';
import { galleryImages } from '../src/db/schema';
import { createTestApp, staffAuth, type TestContext } from './helpers';

// The blog, galleries, FAQ and information pages in English. Staff write an English
// version of each text beside the Turkish; a visitor reading in English gets it, and the Turkish
// where none was written (per field, a blank one counting as none).

let ctx: TestContext;
let editor: Record<string, string>;

before(async () => {
  ctx = await createTestApp();
  editor = await staffAuth(ctx, 'editor');
});
after(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const staff = async <T>(method: Method, url: string, payload?: unknown): Promise<T> => {
  const res = await ctx.app.inject({
    method,
    url,
    headers: editor,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data as T;
};

/** A public read in a language, as the shared API client asks for it. */
const read = async <T>(url: string, language: 'tr' | 'en'): Promise<T> => {
  const res = await ctx.app.inject({ url, headers: { 'accept-language': language } });
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers.vary), /accept-language/i);
  return res.json().data as T;
};

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString();

describe('blog posts in English', () => {
  let post: AdminBlog;

  before(async () => {
    post = await staff<AdminBlog>('POST', '/v1/admin/blogs', {
      title: 'Dış Ticarette Yeni Dönem',
      description: '<p>Türkçe metin</p>',
      publishDate: yesterday(),
      isDraft: false,
      en: {
        title: 'A New Era in Foreign Trade',
        description: '<p>English text</p><script>x</script>',
      },
    });
  });

  it('the seeded posts read in English, every one of them', async () => {
    type Listed = { url: string; title: string };
    const english = await read<Listed[]>('/v1/blogs/getlist/', 'en');
    const turkish = await read<Listed[]>('/v1/blogs/getlist/', 'tr');
    const seeded = english.find(
      (one) => one.url === 'kur-riskine-karsi-kucuk-isletmeler-ne-yapabilir',
    );
    assert.equal(seeded?.title, 'What Can Small Businesses Do About Currency Risk?');
    assert.equal(
      turkish.find((one) => one.url === seeded?.url)?.title,
      'Kur Riskine Karşı Küçük İşletmeler Ne Yapabilir?',
    );
    const detail = await read<{ description: string }>(
      `/v1/blogs/getbynameslug/${seeded!.url}`,
      'en',
    );
    assert.match(detail.description, /^<p>Sudden moves in exchange rates/);
    // No seeded post is left with a Turkish title in English.
    for (const one of english.filter((row) => row.url !== post.url)) {
      assert.doesNotMatch(one.title, /[çğışöüÇĞİŞÖÜ]/, one.title);
    }
  });

  it('keeps the English version a staff member saved, its HTML sanitised', () => {
    assert.deepEqual(post.en, {
      title: 'A New Era in Foreign Trade',
      description: '<p>English text</p>',
    });
  });

  it('the list, the post, the most read and the home carousel answer in the language asked', async () => {
    const inEnglish = await read<{ url: string; title: string }[]>('/v1/blogs/getlist/', 'en');
    assert.equal(inEnglish.find((one) => one.url === post.url)?.title, post.en.title);
    const inTurkish = await read<{ url: string; title: string }[]>('/v1/blogs/getlist/', 'tr');
    assert.equal(inTurkish.find((one) => one.url === post.url)?.title, 'Dış Ticarette Yeni Dönem');

    const detail = await read<{ title: string; description: string }>(
      `/v1/blogs/getbynameslug/${post.url}`,
      'en',
    );
    assert.deepEqual(
      { title: detail.title, description: detail.description },
      { title: 'A New Era in Foreign Trade', description: '<p>English text</p>' },
    );

    const most = await read<{ url: string; title: string }[]>('/v1/blogs/getmostviewed', 'en');
    for (const one of most.filter((item) => item.url === post.url)) {
      assert.equal(one.title, post.en.title);
    }

    // The home carousel is cached per language: the Turkish copy first, then the English.
    const homeTr = await read<{ blogPosts: { url: string; title: string }[] }>(
      '/v1/WebsiteSettings/getwebsiteparts',
      'tr',
    );
    assert.equal(homeTr.blogPosts.find((one) => one.url === post.url)?.title, post.title);
    const homeEn = await read<{ blogPosts: { url: string; title: string }[] }>(
      '/v1/WebsiteSettings/getwebsiteparts',
      'en',
    );
    assert.equal(homeEn.blogPosts.find((one) => one.url === post.url)?.title, post.en.title);
  });

  it('a field without an English version (or a blank one) reads the Turkish', async () => {
    const saved = await staff<AdminBlog>('PUT', `/v1/admin/blogs/${post.id}`, {
      title: post.title,
      url: post.url,
      description: '<p>Türkçe metin</p>',
      publishDate: post.publishDate,
      isDraft: false,
      en: { title: 'A New Era in Foreign Trade', description: '   ' },
      version: post.version,
    });
    assert.equal(saved.en.description, '');
    const detail = await read<{ title: string; description: string }>(
      `/v1/blogs/getbynameslug/${post.url}`,
      'en',
    );
    assert.equal(detail.title, 'A New Era in Foreign Trade');
    assert.equal(detail.description, '<p>Türkçe metin</p>');

    // The home carousel follows at once: the English copy is not kept past a save.
    const homeEn = await read<{ blogPosts: { url: string; description: string }[] }>(
      '/v1/WebsiteSettings/getwebsiteparts',
      'en',
    );
    assert.match(homeEn.blogPosts.find((one) => one.url === post.url)!.description, /Türkçe/);
  });

  it('a post saved without any English reads the Turkish in English', async () => {
    const bare = await staff<AdminBlog>('POST', '/v1/admin/blogs', {
      title: 'Yalnız Türkçe Yazı',
      description: '<p>Sadece Türkçe</p>',
      publishDate: yesterday(),
      isDraft: false,
    });
    assert.deepEqual(bare.en, { title: '', description: '' });
    const detail = await read<{ title: string }>(`/v1/blogs/getbynameslug/${bare.url}`, 'en');
    assert.equal(detail.title, 'Yalnız Türkçe Yazı');
  });
});

describe('galleries in English', () => {
  it('the seeded galleries have English titles, short descriptions and descriptions', async () => {
    type Listed = { id: number; title: string; shortDescription: string };
    const english = await read<Listed[]>('/v1/galleries/gallery/getall', 'en');
    const turkish = await read<Listed[]>('/v1/galleries/gallery/getall', 'tr');
    const seeded = english.find((one) => one.title === 'Our Training Centre');
    assert.ok(seeded, english.map((one) => one.title).join(' | '));
    assert.equal(
      seeded.shortDescription,
      'The classrooms and workshops of our training centre in Yenibosna.',
    );
    assert.equal(turkish.find((one) => one.id === seeded.id)?.title, 'Eğitim Merkezimiz');
    const detail = await read<{ description: string }>(
      `/v1/Galleries/gallery/getbyid/${seeded.id}`,
      'en',
    );
    assert.match(detail.description, /^<p>Our training centre has 12 classrooms/);
  });

  it('the list and the gallery answer in the language asked, image alt texts too', async () => {
    const gallery = await staff<AdminGallery>('POST', '/v1/admin/galleries', {
      title: 'Mezuniyet Töreni',
      shortDescription: 'Kısa açıklama',
      description: '<p>Açıklama</p>',
      isDraft: false,
      en: { title: 'Graduation Ceremony', shortDescription: '', description: '<p>About it</p>' },
    });
    assert.deepEqual(gallery.en, {
      title: 'Graduation Ceremony',
      shortDescription: '',
      description: '<p>About it</p>',
    });
    const listed = await read<{ id: number; title: string; shortDescription: string }[]>(
      '/v1/galleries/gallery/getall',
      'en',
    );
    const mine = listed.find((one) => one.id === gallery.id);
    assert.equal(mine?.title, 'Graduation Ceremony');
    assert.equal(mine?.shortDescription, 'Kısa açıklama', 'no English: the Turkish');

    const detail = await read<{ title: string; description: string }>(
      `/v1/Galleries/gallery/getbyid/${gallery.id}`,
      'en',
    );
    assert.equal(detail.description, '<p>About it</p>');
    const turkish = await read<{ title: string }>(
      `/v1/Galleries/gallery/getbyid/${gallery.id}`,
      'tr',
    );
    assert.equal(turkish.title, 'Mezuniyet Töreni');
  });

  it('an image alt text has an English version, falling back to the Turkish', async () => {
    const gallery = await staff<AdminGallery>('POST', '/v1/admin/galleries', {
      title: 'Atölye',
      isDraft: false,
    });
    await ctx.database.db.insert(galleryImages).values([
      { galleryId: gallery.id, filePath: '/images/galleries/a.jpg', sort: 1 },
      { galleryId: gallery.id, filePath: '/images/galleries/b.jpg', sort: 2 },
    ]);
    const seeded = gallery;
    const images = (await staff<AdminGallery>('GET', `/v1/admin/galleries/${seeded.id}`)).images;
    const [first, second] = images;
    const saved = await staff<AdminGallery>(
      'PUT',
      `/v1/admin/galleries/${seeded.id}/images/${first!.id}`,
      { alt: 'Sınıfta katılımcılar', en: { alt: 'Participants in the classroom' } },
    );
    assert.deepEqual(saved.images[0]!.en, { alt: 'Participants in the classroom' });
    await staff('PUT', `/v1/admin/galleries/${seeded.id}/images/${second!.id}`, {
      alt: 'Atölye çalışması',
    });
    const english = await read<{ imageAlts: string[] }>(
      `/v1/Galleries/gallery/getbyid/${seeded.id}`,
      'en',
    );
    assert.deepEqual(english.imageAlts.slice(0, 2), [
      'Participants in the classroom',
      'Atölye çalışması',
    ]);
    const turkish = await read<{ imageAlts: string[] }>(
      `/v1/Galleries/gallery/getbyid/${seeded.id}`,
      'tr',
    );
    assert.deepEqual(turkish.imageAlts.slice(0, 2), ['Sınıfta katılımcılar', 'Atölye çalışması']);
  });
});

describe('the FAQ in English', () => {
  it('the seeded questions come in English, and the Turkish in Turkish', async () => {
    const english = await read<{ questionTitle: string }[]>('/v1/faqs/getall', 'en');
    const turkish = await read<{ questionTitle: string }[]>('/v1/faqs/getall', 'tr');
    assert.equal(english.length, turkish.length);
    assert.equal(turkish[0]!.questionTitle, 'Eğitimlere nasıl kayıt olabilirim?');
    assert.equal(english[0]!.questionTitle, 'How can I register for a course?');
    for (const [index, faq] of english.entries()) {
      assert.notEqual(faq.questionTitle, turkish[index]!.questionTitle, 'every seeded question');
    }
  });

  it('staff save an English question and answer; a question without one reads the Turkish', async () => {
    const created = await staff<AdminFaq>('POST', '/v1/admin/faqs', {
      questionTitle: 'Otopark var mı?',
      questionDescription: '<p>Evet.</p>',
      en: { questionTitle: 'Is there parking?', questionDescription: '' },
    });
    assert.deepEqual(created.en, { questionTitle: 'Is there parking?', questionDescription: '' });
    let english = await read<{ id: number; questionTitle: string; questionDescription: string }[]>(
      '/v1/faqs/getall',
      'en',
    );
    let mine = english.find((faq) => faq.id === created.id)!;
    assert.deepEqual(
      [mine.questionTitle, mine.questionDescription],
      ['Is there parking?', '<p>Evet.</p>'],
    );

    const updated = await staff<AdminFaq>('PUT', `/v1/admin/faqs/${created.id}`, {
      questionTitle: 'Otopark var mı?',
      questionDescription: '<p>Evet.</p>',
      en: { questionTitle: '', questionDescription: '<p>Yes.</p><img src=x onerror=alert(1)>' },
    });
    assert.match(updated.en.questionDescription, /^<p>Yes\.<\/p>/);
    assert.doesNotMatch(updated.en.questionDescription, /onerror/);
    english = await read('/v1/faqs/getall', 'en');
    mine = english.find((faq) => faq.id === created.id)!;
    assert.equal(mine.questionTitle, 'Otopark var mı?');
    assert.match(mine.questionDescription, /^<p>Yes\.<\/p>/);
  });
});

describe('information pages in English', () => {
  it('every seeded page has an English title and text', async () => {
    const pages = await staff<AdminPage[]>('GET', '/v1/admin/pages');
    for (const id of SPEC_PAGE_IDS) {
      const page = pages.find((one) => one.id === id);
      assert.ok(page?.en.title, `${id} has an English title`);
      assert.ok(page?.en.description, `${id} has an English text`);
      const english = await read<{ title: string }>(`/v1/Pages/getpagedetails/${id}`, 'en');
      assert.equal(english.title, page.en.title);
      const turkish = await read<{ title: string }>(`/v1/Pages/getpagedetails/${id}`, 'tr');
      assert.equal(turkish.title, page.title);
    }
    const about = await read<{ title: string }>('/v1/Pages/getpagedetails/aboutus', 'en');
    assert.equal(about.title, 'About Us');
  });

  it('staff save an English version; a blank field reads the Turkish', async () => {
    const created = await staff<AdminPage>('POST', '/v1/admin/pages', {
      id: 'ulasim',
      title: 'Ulaşım',
      description: '<p>Metroyla gelebilirsiniz.</p>',
      en: { title: 'Getting here', description: '' },
    });
    assert.deepEqual(created.en, { title: 'Getting here', description: '' });
    const english = await read<{ title: string; description: string }>(
      '/v1/Pages/getpagedetails/ulasim',
      'en',
    );
    assert.deepEqual(english, {
      title: 'Getting here',
      description: '<p>Metroyla gelebilirsiniz.</p>',
    });

    const updated = await staff<AdminPage>('PUT', '/v1/admin/pages/ulasim', {
      title: 'Ulaşım',
      description: '<p>Metroyla gelebilirsiniz.</p>',
      en: { title: 'Getting here', description: '<p>Take the metro.</p>' },
    });
    assert.equal(updated.en.description, '<p>Take the metro.</p>');
    const after = await read<{ description: string }>('/v1/Pages/getpagedetails/ulasim', 'en');
    assert.equal(after.description, '<p>Take the metro.</p>');
  });

  it('refuses an English text that is too long by its field, keeping the page as it was', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/admin/pages/aboutus',
      headers: editor,
      payload: { title: 'Hakkımızda', description: '<p>x</p>', en: { title: 'x'.repeat(301) } },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().errors, { 'en.title': 'fieldTooLong' });
    const english = await read<{ title: string }>('/v1/Pages/getpagedetails/aboutus', 'en');
    assert.equal(english.title, 'About Us');
  });
});
