import i18next from 'i18next';
import { setAppConfig } from '../config/runtime-config';
import { shareUrl } from './share-url';

describe('shareUrl', () => {
  const language = i18next.language;
  beforeEach(() => setAppConfig({ apiBaseUrl: 'https://api.example.org', remotes: {} }));
  afterEach(() => {
    i18next.language = language;
  });

  it('is the plain share path on the Turkish site', () => {
    i18next.language = 'tr';
    expect(shareUrl('blog', 'kur-riski')).toBe('https://api.example.org/share/blog/kur-riski');
    expect(shareUrl('gallery', 7)).toBe('https://api.example.org/share/gallery/7');
  });

  it('asks for the English preview on the English site (crawlers send no language)', () => {
    i18next.language = 'en-GB';
    expect(shareUrl('course', 'e-ihracat')).toBe(
      'https://api.example.org/share/course/e-ihracat?lang=en',
    );
  });
});
