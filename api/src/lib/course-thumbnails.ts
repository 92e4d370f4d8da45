import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import {
  RENDITION_FORMATS,
  RENDITION_WIDTHS,
  type RenditionFormat,
  type RenditionWidth,
} from '@lms/shared/contracts';
import { DomainError } from './domain-error';

/**
 * Uploaded course thumbnails. The upload is checked as a picture by its content (sharp
 * reads it; a file named .jpg that is not one is refused), turned upright, stripped of its
 * metadata (no camera or place data leaves), scaled to at most 1600 px and kept as a JPEG under a
 * name made of its hash: `courses/{courseId}-{hash}.jpg`, served at `/media/courses/…`. Its
 * renditions (`…-w{width}.{format}`, the widths and formats the seed's pictures have) are rendered
 * on first request and kept in the store, like the seed's, so `srcset` works the same for both.
 */

/** The smallest side an upload may have (the card shows it at up to 400 CSS px). */
export const THUMBNAIL_MIN_SIDE = 320;
const MASTER_MAX_SIDE = 1600;
/** Refuses decompression bombs before decoding: at most this many pixels. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

const CONTENT_TYPES: Record<RenditionFormat, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** A master `{id}-{hash}.jpg`, or one of its renditions `{id}-{hash}-w{width}.{format}`. */
const MEDIA_FILE = /^(\d{1,10}-[0-9a-f]{16})(?:-w(\d{3,4})\.(webp|jpg|png)|\.jpg)$/;

/**
 * Checks an upload as a picture by its content (JPEG, PNG or WebP, not a decompression bomb,
 * at least `minSide` px on its shorter side as shown) and returns its shown size.
 */
export async function checkPicture(
  upload: Buffer,
  minSide = THUMBNAIL_MIN_SIDE,
): Promise<{ width: number; height: number }> {
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw DomainError.onField('invalid', 'imageInvalid', 'file');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw DomainError.onField('invalid', 'imageInvalid', 'file');
  }
  // Width and height as shown (an EXIF orientation of 5–8 swaps them).
  const swapped = (metadata.orientation ?? 1) >= 5;
  const { width = 0, height = 0 } = metadata;
  if (Math.min(width, height) < minSide) {
    throw DomainError.onField('invalid', 'imageTooSmall', 'file');
  }
  return swapped ? { width: height, height: width } : { width, height };
}

/**
 * The upright, metadata-free JPEG of a checked upload, scaled to fit `box` (or cropped to fill
 * it exactly with `cover`), named by its hash: `{prefix}-{hash}.jpg`.
 */
export async function storedJpeg(
  upload: Buffer,
  prefix: number,
  box: { width: number; height: number; cover?: boolean },
): Promise<{ name: string; body: Buffer }> {
  let body: Buffer;
  try {
    body = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: box.width,
        height: box.height,
        fit: box.cover ? 'cover' : 'inside',
        withoutEnlargement: !box.cover,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer();
  } catch {
    // A picture whose header reads but whose pixels do not (a truncated file).
    throw DomainError.onField('invalid', 'imageInvalid', 'file');
  }
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
  return { name: `${prefix}-${hash}.jpg`, body };
}

/** The stored master of an upload: the checked, upright, metadata-free JPEG, with its name. */
export async function prepareThumbnail(
  courseId: number,
  upload: Buffer,
): Promise<{ name: string; body: Buffer }> {
  await checkPicture(upload);
  return storedJpeg(upload, courseId, { width: MASTER_MAX_SIDE, height: MASTER_MAX_SIDE });
}

/**
 * The folders of uploaded pictures under `/media/`: course thumbnails, blog covers, gallery
 * images and home banners are stored and rendered the same way, each in its folder.
 */
export const MEDIA_FOLDERS = ['courses', 'blogs', 'galleries', 'banners'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

/** The storage key of a media file name under one of the media folders. */
export const mediaKey = (folder: MediaFolder, name: string) => `${folder}/${name}`;

/** The storage key of a media file name under its folder (`courses/` unless named). */
export const thumbnailKey = (name: string, folder: MediaFolder = 'courses') =>
  mediaKey(folder, name);

/** The part of the storage the thumbnails need (lib/storage.ts). */
export interface ThumbnailStore {
  put(key: string, body: Buffer, options: { contentType: string }): Promise<unknown>;
  get(key: string): Promise<{ body: Readable } | null>;
}

const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

async function render(master: Buffer, width: number, format: RenditionFormat): Promise<Buffer> {
  const image = sharp(master).resize({ width, withoutEnlargement: true });
  if (format === 'webp') return image.webp({ quality: 80, effort: 4 }).toBuffer();
  if (format === 'jpg') return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return image.png({ compressionLevel: 9 }).toBuffer();
}

/**
 * The size an uploaded picture's JPEG or WebP rendition `width` px wide is served at (a
 * rendition never enlarges: a narrower master keeps its own width), or null when `file` is not a
 * master's name or the master is not stored. The share pages name it in `og:image:width`.
 */
export async function renditionSize(
  store: ThumbnailStore,
  file: string,
  width: RenditionWidth,
  folder: MediaFolder = 'courses',
): Promise<{ width: number; height: number } | null> {
  const match = MEDIA_FILE.exec(file);
  if (!match || match[2]) return null;
  const master = await store.get(mediaKey(folder, file));
  if (!master) return null;
  const { width: masterWidth, height: masterHeight } = await sharp(
    await readAll(master.body),
  ).metadata();
  if (!masterWidth || !masterHeight) return null;
  const shown = Math.min(width, masterWidth);
  // libvips rounds the other side as here.
  return { width: shown, height: Math.round((masterHeight * shown) / masterWidth) };
}

/**
 * A stored thumbnail or one of its renditions by file name, rendered and kept on first request;
 * null when the name is not one, or its master is not stored.
 */
export async function thumbnailFile(
  store: ThumbnailStore,
  file: string,
  folder: MediaFolder = 'courses',
): Promise<{ body: Buffer | Readable; contentType: string } | null> {
  const keyOf = (name: string) => mediaKey(folder, name);
  const match = MEDIA_FILE.exec(file);
  if (!match) return null;
  const [, base, widthText, format] = match;
  if (!widthText) {
    const master = await store.get(keyOf(file));
    return master && { body: master.body, contentType: 'image/jpeg' };
  }
  const width = Number(widthText) as RenditionWidth;
  const fmt = format as RenditionFormat;
  if (!RENDITION_WIDTHS.includes(width) || !RENDITION_FORMATS.includes(fmt)) return null;
  const kept = await store.get(keyOf(file));
  if (kept) return { body: kept.body, contentType: CONTENT_TYPES[fmt] };
  const master = await store.get(keyOf(`${base}.jpg`));
  if (!master) return null;
  const body = await render(await readAll(master.body), width, fmt);
  // Two instances may render it at once: both write the same bytes under the same key.
  await store.put(keyOf(file), body, { contentType: CONTENT_TYPES[fmt] });
  return { body, contentType: CONTENT_TYPES[fmt] };
}
