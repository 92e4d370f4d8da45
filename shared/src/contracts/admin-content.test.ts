import { issuesOf } from '../testing/issues';
import {
  CONTENT_IMAGE_MAX_BYTES,
  adminBlogInputSchema,
  adminBlogSchema,
  adminBlogUpdateSchema,
  adminContentVersionQuerySchema,
  adminGalleryImageAltSchema,
  adminGalleryInputSchema,
  adminGalleryOrderSchema,
  adminGallerySchema,
  adminGalleryUpdateSchema,
  galleryImageParams,
} from './admin-content';

const long = (length: number) => 'ş'.repeat(length);
/** A text of `length` characters with a line break and a tab inside. */
const lines = (length: number) => `ı\n\t${'ı'.repeat(length - 3)}`;
const post = (overrides: Record<string, unknown> = {}) => ({
  title: 'Yeni dönem başlıyor',
  description: '<p>Kayıtlar açıldı.</p>',
  publishDate: '2026-12-01T09:00:00.000Z',
  ...overrides,
});

describe('a blog post as editors save it (POST and PUT /v1/admin/blogs)', () => {
  it('keeps a new post as a draft, its address and English left out as none (a cover up to 5 MB)', () => {
    expect(adminBlogInputSchema.parse(post({ title: '  Yeni dönem başlıyor ' }))).toEqual({
      ...post(),
      url: '',
      isDraft: true,
      en: { title: '', description: '' },
    });
    const full = post({
      title: long(300),
      url: 'yeni-donem-2026',
      description: lines(200_000),
      publishDate: '2026-12-01T12:00:00+03:00',
      isDraft: false,
      en: { title: long(300), description: lines(200_000) },
    });
    expect(adminBlogInputSchema.parse(full)).toEqual(full);
    expect(adminBlogInputSchema.parse(post({ en: {} })).en).toEqual({ title: '', description: '' });
    expect(adminBlogInputSchema.parse(post({ url: '' })).url).toBe('');
    expect(CONTENT_IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no title', { title: ' ' }, 'title', 'blogTitleRequired'],
    ['a title of 301', { title: long(301) }, 'title', 'fieldTooLong'],
    ['a title on two lines', { title: 'Yeni\ndönem' }, 'title', 'invalidCharacters'],
    ['an address with capitals', { url: 'Yeni-Donem' }, 'url', 'slugInvalid'],
    ['an address with Turkish letters', { url: 'yeni-dönem' }, 'url', 'slugInvalid'],
    ['an address with a double hyphen', { url: 'yeni--donem' }, 'url', 'slugInvalid'],
    ['an address of 201', { url: 'a'.repeat(201) }, 'url', 'fieldTooLong'],
    ['no text', { description: '' }, 'description', 'blogBodyRequired'],
    ['a text of 200001', { description: long(200_001) }, 'description', 'fieldTooLong'],
    ['a day without its time', { publishDate: '2026-12-01' }, 'publishDate', 'dateInvalid'],
    [
      'a time without its offset',
      { publishDate: '2026-12-01T09:00:00' },
      'publishDate',
      'dateInvalid',
    ],
    ['no publish date', { publishDate: undefined }, 'publishDate', 'dateInvalid'],
    ['a draft flag as text', { isDraft: 'false' }, 'isDraft', 'invalidRequest'],
    ['an English title of 301', { en: { title: long(301) } }, 'en.title', 'fieldTooLong'],
    [
      'an English text of 200001',
      { en: { description: long(200_001) } },
      'en.description',
      'fieldTooLong',
    ],
  ])('refuses %s, naming the field', (_, overrides, path, message) => {
    expect(issuesOf(adminBlogInputSchema, post(overrides))).toEqual({ [path]: message });
  });

  it('saves over the version read', () => {
    expect(adminBlogUpdateSchema.parse(post({ version: 2 }))).toMatchObject({ version: 2 });
    expect(issuesOf(adminBlogUpdateSchema, post())).toEqual({ version: 'versionRequired' });
    expect(issuesOf(adminBlogUpdateSchema, post({ version: 0 }))).toEqual({
      version: 'versionRequired',
    });
  });

  it('reads a post whole, in each state', () => {
    const answer = {
      id: 1,
      ...post(),
      url: 'yeni-donem',
      isDraft: false,
      state: 'scheduled',
      fileUrl: '',
      views: 12,
      en: { title: 'New term', description: '' },
      version: 3,
    };
    for (const state of ['draft', 'scheduled', 'published']) {
      expect(adminBlogSchema.parse({ ...answer, state })).toEqual({ ...answer, state });
    }
    expect(adminBlogSchema.safeParse({ ...answer, state: 'archived' }).success).toBe(false);
  });
});

describe('a gallery as editors save it (POST and PUT /v1/admin/galleries)', () => {
  const gallery = { title: 'Mezuniyet 2026' };

  it('keeps a new gallery as a draft, its texts and English left out as empty', () => {
    expect(adminGalleryInputSchema.parse(gallery)).toEqual({
      title: 'Mezuniyet 2026',
      shortDescription: '',
      description: '',
      isDraft: true,
      en: { title: '', shortDescription: '', description: '' },
    });
    const full = {
      title: long(300),
      shortDescription: lines(500),
      description: lines(100_000),
      isDraft: false,
      en: { title: long(300), shortDescription: lines(500), description: lines(100_000) },
    };
    expect(adminGalleryInputSchema.parse(full)).toEqual(full);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no title', { title: '' }, 'title', 'galleryTitleRequired'],
    ['a title of 301', { title: long(301) }, 'title', 'fieldTooLong'],
    ['a short text of 501', { shortDescription: long(501) }, 'shortDescription', 'fieldTooLong'],
    ['a text of 100001', { description: long(100_001) }, 'description', 'fieldTooLong'],
    ['a draft flag as text', { isDraft: 1 }, 'isDraft', 'invalidRequest'],
    ['an English title of 301', { en: { title: long(301) } }, 'en.title', 'fieldTooLong'],
    [
      'an English short text of 501',
      { en: { shortDescription: long(501) } },
      'en.shortDescription',
      'fieldTooLong',
    ],
    [
      'an English text of 100001',
      { en: { description: long(100_001) } },
      'en.description',
      'fieldTooLong',
    ],
  ])('refuses %s, naming the field', (_, overrides, path, message) => {
    expect(issuesOf(adminGalleryInputSchema, { ...gallery, ...overrides })).toEqual({
      [path]: message,
    });
  });

  it('saves over the version read', () => {
    expect(adminGalleryUpdateSchema.parse({ ...gallery, version: 5 })).toMatchObject({
      version: 5,
    });
    expect(issuesOf(adminGalleryUpdateSchema, gallery)).toEqual({ version: 'versionRequired' });
  });

  it("orders a gallery's pictures by every id once, up to 1,000", () => {
    expect(adminGalleryOrderSchema.parse({ imageIds: [3, 1, 2] })).toEqual({ imageIds: [3, 1, 2] });
    const thousand = Array.from({ length: 1000 }, (_, i) => i + 1);
    expect(issuesOf(adminGalleryOrderSchema, { imageIds: thousand })).toEqual({});
    expect(issuesOf(adminGalleryOrderSchema, { imageIds: [...thousand, 1001] })).toEqual({
      imageIds: 'tooManyItems',
    });
    expect(issuesOf(adminGalleryOrderSchema, { imageIds: [1, 2, 1] })).toEqual({
      imageIds: 'imageOrderInvalid',
    });
    expect(issuesOf(adminGalleryOrderSchema, { imageIds: [1, 0] })).toEqual({
      'imageIds.1': 'imageNotFound',
    });
    expect(issuesOf(adminGalleryOrderSchema, { imageIds: '1,2' })).toEqual({
      imageIds: 'invalidRequest',
    });
  });

  it("keeps a picture's text alternative, in English too, up to 300 characters", () => {
    expect(adminGalleryImageAltSchema.parse({})).toEqual({ alt: '', en: { alt: '' } });
    const both = { alt: long(300), en: { alt: long(300) } };
    expect(adminGalleryImageAltSchema.parse(both)).toEqual(both);
    expect(
      issuesOf(adminGalleryImageAltSchema, { alt: long(301), en: { alt: long(301) } }),
    ).toEqual({ alt: 'fieldTooLong', 'en.alt': 'fieldTooLong' });
    expect(galleryImageParams.parse({ id: '2', imageId: '9' })).toEqual({ id: 2, imageId: 9 });
    expect(issuesOf(galleryImageParams, { id: '0', imageId: 'x' })).toEqual({
      id: 'invalidId',
      imageId: 'invalidId',
    });
  });

  it('reads a gallery whole, with its pictures', () => {
    const answer = {
      id: 1,
      title: 'Mezuniyet',
      shortDescription: '',
      description: '',
      createDate: '2026-06-01T10:00:00.000Z',
      isDraft: false,
      en: { title: 'Graduation', shortDescription: '', description: '' },
      version: 4,
      images: [{ id: 9, filePath: '/media/g/9.jpg', alt: 'Tören', en: { alt: 'Ceremony' } }],
    };
    expect(adminGallerySchema.parse(answer)).toEqual(answer);
  });
});

describe('the version a picture change names (?version=)', () => {
  it('takes a version of 1 or more, or none', () => {
    expect(adminContentVersionQuerySchema.parse({})).toEqual({});
    expect(adminContentVersionQuerySchema.parse({ version: '3' })).toEqual({ version: 3 });
    for (const version of ['0', 'son', '1.5']) {
      expect(issuesOf(adminContentVersionQuerySchema, { version })).toEqual({
        version: 'versionRequired',
      });
    }
  });
});
