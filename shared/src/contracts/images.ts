/**
 * Raster renditions of the seed pictures. The pictures are stored as SVG under the
 * API's `/images/{folder}/{name}.svg`; the API renders a PNG, JPEG or WebP of one at one of
 * RENDITION_WIDTHS on request (`/renditions/{width}/{folder}/{name}.{format}`), so `srcset` can
 * offer sizes up to 2400 px and social networks get a raster `og:image`. Any other width,
 * format or path is refused: the set of renditions is finite, so each is rendered once.
 */
export const RENDITION_WIDTHS = [320, 480, 640, 800, 1200, 1600, 2400] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];
export const RENDITION_FORMATS = ['webp', 'jpg', 'png'] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

/** `/images/` then an optional folder and a file name of lower-case letters, digits and '-'. */
const SOURCE = /^(.*?)\/images\/((?:[a-z0-9-]+\/)?[a-z0-9-]+)\.svg$/;
/**
 * A picture staff uploaded (a course thumbnail, a blog cover, a gallery image, a home banner):
 * `/media/{folder}/{id}-{hash}.jpg`, whose renditions are `/media/{folder}/{id}-{hash}-w{width}.{format}`.
 */
const UPLOADED = /^(.*?\/media\/(?:courses|blogs|galleries|banners)\/\d+-[0-9a-f]{16})\.jpg$/;

/**
 * The address of a rendition of an image address (absolute or relative), or undefined when the
 * address is neither one of the API's SVG pictures nor an uploaded thumbnail (another host's).
 */
export const renditionUrl = (
  src: string,
  width: RenditionWidth,
  format: RenditionFormat,
): string | undefined => {
  const uploaded = UPLOADED.exec(src);
  if (uploaded) return `${uploaded[1]}-w${width}.${format}`;
  const match = SOURCE.exec(src);
  if (!match) return undefined;
  return `${match[1]}/renditions/${width}/${match[2]}.${format}`;
};

/**
 * A `srcset` of an image's renditions at the given widths, or undefined (use `src` alone) when
 * the image has none.
 */
export const renditionSrcSet = (
  src: string,
  widths: readonly RenditionWidth[],
  format: RenditionFormat = 'webp',
): string | undefined => {
  if (!SOURCE.test(src) && !UPLOADED.test(src)) return undefined;
  return widths.map((width) => `${renditionUrl(src, width, format)} ${width}w`).join(', ');
};
