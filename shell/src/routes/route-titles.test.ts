import { formatDocumentTitle } from '@lms/shared';
import en from '@lms/shared/locales/en.json';
import tr from '@lms/shared/locales/tr.json';
import { ROUTES } from './route-table';
import { ROUTE_TITLES, routeTitleKeys } from './route-titles';

const translate = (locale: Record<string, string>, keys: string[]) =>
  keys.map((key) => locale[key]).find(Boolean);

describe('tab titles', () => {
  it('names every route of the route table in both languages', () => {
    for (const route of ROUTES) {
      expect(ROUTE_TITLES[route.path]).toBeDefined();
      const keys = routeTitleKeys(route.path, {
        courseType: 'online',
        id: 'aboutus',
        '*': 'courses',
      });
      expect([route.path, translate(tr, keys)]).toEqual([route.path, expect.any(String)]);
      expect([route.path, translate(en, keys)]).toEqual([route.path, expect.any(String)]);
    }
  });

  it('reads "Page — İhracat Akademisi", by the parameters of the route', () => {
    const title = (path: string, params = {}) =>
      formatDocumentTitle(translate(tr, routeTitleKeys(path, params)), tr.siteName);
    expect(title('blogs')).toBe('Blog — İhracat Akademisi');
    expect(title('courses/:courseType', { courseType: 'free' })).toBe(
      'Ücretsiz Eğitimler — İhracat Akademisi',
    );
    expect(title('info/:id', { id: 'termsofuse' })).toBe('Kullanım Koşulları — İhracat Akademisi');
    expect(title('info/:id', { id: 'yeni-sayfa' })).toBe('Bilgi — İhracat Akademisi');
    expect(title('account/*', { '*': 'password' })).toBe('Şifre Değiştir — İhracat Akademisi');
    expect(title('test')).toBe('İhracat Akademisi');
    expect(formatDocumentTitle(translate(en, routeTitleKeys('faqs', {})), en.siteName)).toBe(
      'Frequently Asked Questions — Export Academy',
    );
  });
});
