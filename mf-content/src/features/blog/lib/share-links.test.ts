import {
  blogPostUrl,
  emailShareUrl,
  facebookShareUrl,
  linkedInShareUrl,
  shareLinks,
  telegramShareUrl,
  whatsAppShareUrl,
  xShareUrl,
} from './share-links';

const target = {
  url: 'https://akademi.org.tr/#/blog/detail/e-ihracatta-basarinin-5-altin-kurali',
  title: 'E-İhracatta Başarının 5 Altın Kuralı & Öneriler',
};
const encodedUrl =
  'https%3A%2F%2Fakademi.org.tr%2F%23%2Fblog%2Fdetail%2Fe-ihracatta-basarinin-5-altin-kurali';
const encodedTitle =
  'E-%C4%B0hracatta%20Ba%C5%9Far%C4%B1n%C4%B1n%205%20Alt%C4%B1n%20Kural%C4%B1%20%26%20%C3%96neriler';

describe('share links', () => {
  it('Facebook shares the address', () => {
    expect(facebookShareUrl(target)).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    );
  });

  it('X shares the title and the address', () => {
    expect(xShareUrl(target)).toBe(
      `https://x.com/intent/post?text=${encodedTitle}&url=${encodedUrl}`,
    );
  });

  it('LinkedIn shares the address', () => {
    expect(linkedInShareUrl(target)).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    );
  });

  it('WhatsApp puts title and address in one text', () => {
    const url = new URL(whatsAppShareUrl(target));
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toBe(`${target.title} ${target.url}`);
  });

  it('Telegram shares the address with the title as text', () => {
    const url = new URL(telegramShareUrl(target));
    expect(url.href.startsWith('https://t.me/share/url?')).toBe(true);
    expect(url.searchParams.get('url')).toBe(target.url);
    expect(url.searchParams.get('text')).toBe(target.title);
  });

  it('e-mail opens a message with the title as subject and the address in the body', () => {
    const href = emailShareUrl(target);
    expect(href.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(target.title);
    expect(params.get('body')).toBe(`${target.title}\n${target.url}`);
  });

  it('lists the six networks in display order', () => {
    expect(shareLinks(target).map((link) => link.network)).toEqual([
      'facebook',
      'x',
      'linkedin',
      'whatsapp',
      'telegram',
      'email',
    ]);
  });

  it('builds a post address on the hash router, dropping the current query and hash', () => {
    expect(blogPostUrl('https://akademi.org.tr/egitim/?utm=1#/blogs', 'kur-riski')).toBe(
      'https://akademi.org.tr/egitim/#/blog/detail/kur-riski',
    );
    expect(blogPostUrl('http://localhost:3000/#/blog/detail/a', 'b c')).toBe(
      'http://localhost:3000/#/blog/detail/b%20c',
    );
  });
});
