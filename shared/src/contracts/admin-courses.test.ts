import { adminCourseCreateSchema, renditionSrcSet, renditionUrl, slugify } from './index';

describe('course slugs and uploaded thumbnails', () => {
  it('transliterates Turkish letters into a slug', () => {
    expect(slugify('Dış Ticarette İhracat: Çözüm Öğüt Şube Ünlü')).toBe(
      'dis-ticarette-ihracat-cozum-ogut-sube-unlu',
    );
  });

  it('gives an uploaded thumbnail the renditions a seed picture has', () => {
    const src = 'http://api.test/media/courses/12-0123456789abcdef.jpg';
    expect(renditionUrl(src, 320, 'webp')).toBe(
      'http://api.test/media/courses/12-0123456789abcdef-w320.webp',
    );
    expect(renditionSrcSet(src, [320, 480])).toBe(
      'http://api.test/media/courses/12-0123456789abcdef-w320.webp 320w, ' +
        'http://api.test/media/courses/12-0123456789abcdef-w480.webp 480w',
    );
    expect(renditionUrl('http://other.test/x.jpg', 320, 'webp')).toBeUndefined();
  });

  it('names the wrong fields of a course by their keys', () => {
    const result = adminCourseCreateSchema.safeParse({
      name: '',
      courseTypeId: 1,
      price: 1.234,
      nameSlug: 'Kötü Adres',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({
      name: 'courseNameRequired',
      price: 'priceInvalid',
      nameSlug: 'slugInvalid',
    });
  });
});
