import { RENDITION_FORMATS, RENDITION_WIDTHS, renditionSrcSet, renditionUrl } from './images';

const API = 'https://api.ihracatakademisi.test';

describe('the renditions the API offers', () => {
  it('has the widths index.html preloads and the formats it renders', () => {
    expect(RENDITION_WIDTHS).toEqual([320, 480, 640, 800, 1200, 1600, 2400]);
    expect(RENDITION_FORMATS).toEqual(['webp', 'jpg', 'png']);
  });
});

describe('renditionUrl', () => {
  it("names a seed SVG picture's rendition, with and without a folder, absolute or relative", () => {
    expect(renditionUrl(`${API}/images/courses/dis-ticaret.svg`, 640, 'webp')).toBe(
      `${API}/renditions/640/courses/dis-ticaret.webp`,
    );
    expect(renditionUrl(`${API}/images/logo.svg`, 320, 'png')).toBe(
      `${API}/renditions/320/logo.png`,
    );
    expect(renditionUrl('/images/banners/home-1.svg', 2400, 'jpg')).toBe(
      '/renditions/2400/banners/home-1.jpg',
    );
  });

  it("names an uploaded picture's rendition beside it, for each folder staff upload to", () => {
    for (const folder of ['courses', 'blogs', 'galleries', 'banners']) {
      expect(renditionUrl(`${API}/media/${folder}/42-0123456789abcdef.jpg`, 800, 'webp')).toBe(
        `${API}/media/${folder}/42-0123456789abcdef-w800.webp`,
      );
    }
  });

  it.each([
    ['another host’s picture', 'https://cdn.example.com/photo.jpg'],
    ['a PNG under /images/', `${API}/images/courses/dis-ticaret.png`],
    ['a capital in the name', `${API}/images/courses/Dis-Ticaret.svg`],
    ['two folders deep', `${API}/images/a/b/dis-ticaret.svg`],
    ['text after the extension', `${API}/images/dis-ticaret.svg?v=2`],
    ['an upload in a folder staff do not use', `${API}/media/videos/42-0123456789abcdef.jpg`],
    ['an upload with a short hash', `${API}/media/courses/42-0123456789abcde.jpg`],
    ['an upload with a capital hex digit', `${API}/media/courses/42-0123456789ABCDEF.jpg`],
    ['an upload without its id', `${API}/media/courses/0123456789abcdef.jpg`],
    ['an upload that is a WebP already', `${API}/media/courses/42-0123456789abcdef.webp`],
    ['an upload with text after it', `${API}/media/courses/42-0123456789abcdef.jpg.txt`],
  ])('has none for %s', (_what, src) => {
    expect(renditionUrl(src, 640, 'webp')).toBeUndefined();
    expect(renditionSrcSet(src, [320, 640])).toBeUndefined();
  });
});

describe('renditionSrcSet', () => {
  it('lists each width with its descriptor, in WebP unless told', () => {
    expect(renditionSrcSet('/images/courses/x.svg', [320, 640])).toBe(
      '/renditions/320/courses/x.webp 320w, /renditions/640/courses/x.webp 640w',
    );
    expect(renditionSrcSet('/media/blogs/7-00000000000000ff.jpg', [480], 'jpg')).toBe(
      '/media/blogs/7-00000000000000ff-w480.jpg 480w',
    );
  });
});
