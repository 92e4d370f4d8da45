import fc from 'fast-check';
import { SLUG_PATTERN, slugify } from './slug';

describe('slugify: a URL slug from Turkish text', () => {
  it('writes each Turkish letter, lower and capital, as its Latin one', () => {
    expect(slugify('çÇğĞıIİöÖşŞüÜ')).toBe('ccggiiioossuu');
    expect(slugify('âÂîÎûÛ')).toBe('aaiiuu');
    // "I" is the capital of "ı" in Turkish: "IRAK" is "irak", never a dotted "i̇".
    expect(slugify('IRAK İZMİR')).toBe('irak-izmir');
  });

  it('joins the words with single hyphens and drops them at either end', () => {
    expect(slugify('Dış Ticarete Giriş')).toBe('dis-ticarete-giris');
    expect(slugify('  --E-İhracat:  Pazar  Yerleri!--  ')).toBe('e-ihracat-pazar-yerleri');
    expect(slugify('Hazır Giyim & Tekstil (2026)')).toBe('hazir-giyim-tekstil-2026');
  });

  it('drops the accents other alphabets carry, and anything that is neither a letter nor a digit', () => {
    expect(slugify('Café Crème Brûlée')).toBe('cafe-creme-brulee');
    expect(slugify('Ελληνικά 日本')).toBe('');
    expect(slugify('—')).toBe('');
  });

  it('always gives a slug SLUG_PATTERN accepts, or nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const slug = slugify(text);
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('SLUG_PATTERN: what a slug may look like', () => {
  it.each(['dis-ticaret', 'e-ihracat-101', 'a', '2026'])('accepts %s', (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it.each([
    ['a capital', 'Dis-ticaret'],
    ['a Turkish letter', 'dış-ticaret'],
    ['a double hyphen', 'dis--ticaret'],
    ['a leading hyphen', '-dis'],
    ['a trailing hyphen', 'dis-'],
    ['a space', 'dis ticaret'],
    ['an underscore', 'dis_ticaret'],
    ['nothing', ''],
    ['text around a valid slug', 'x/dis-ticaret/y'],
  ])('refuses %s', (_what, slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(false);
  });
});
