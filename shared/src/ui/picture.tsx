import type { ImgHTMLAttributes } from 'react';
import { renditionSrcSet, type RenditionWidth } from '../contracts/images';

/** The rendition widths a picture shown at most about this wide needs (1x to 2x screens). */
export const PICTURE_WIDTHS = {
  /** Cards and thumbnails, up to about 400 CSS px. */
  card: [320, 480, 640, 800],
  /** Pictures a page or a column wide. */
  wide: [480, 800, 1200, 1600, 2400],
} satisfies Record<string, RenditionWidth[]>;

export interface PictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  src: string;
  /** Empty for a picture that only decorates (its words are the page's own text). */
  alt: string;
  /** The intrinsic size: kept on the `img`, so the page does not move when it loads. */
  width: number;
  height: number;
  /** The `sizes` of the WebP `srcset`: how wide the picture is shown. */
  sizes: string;
  widths?: readonly RenditionWidth[];
}

/**
 * A stored picture with WebP renditions in a `srcset`, the original (SVG) as the
 * fallback for a browser without WebP, and its width and height always set. A picture that has
 * no renditions (another host's) is a plain `img`.
 */
export const Picture = ({
  src,
  alt,
  sizes,
  widths = PICTURE_WIDTHS.card,
  ...img
}: PictureProps) => {
  const webp = renditionSrcSet(src, widths, 'webp');
  const fallback = <img src={src} alt={alt} {...img} />;
  if (!webp) return fallback;
  return (
    <picture>
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {fallback}
    </picture>
  );
};
