import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { RenditionFormat, RenditionWidth } from '@lms/shared/contracts';

/**
 * Raster renditions of the SVG pictures under api/public/images: a gallery picture at
 * 2400 px for the lightbox's zoom, hero banners and blog pictures for `srcset`, a PNG for the
 * share pages' `og:image`. The route only asks for widths and formats from the shared lists,
 * so there is a finite set of them: each is rendered once, one at a time, kept on disk (keyed by
 * the source's hash, so a redrawn picture gets new ones) and the most recent in memory.
 */
export interface Rendition {
  body: Buffer;
  /** A strong ETag: the source's hash, the width and the format. */
  etag: string;
  contentType: string;
}

export interface RenditionsOptions {
  /** Where the SVG sources are (api/public/images). */
  imagesDir: string;
  /** Where rendered files are kept between starts. */
  cacheDir: string;
  /** How many bytes of renditions stay in memory (default 32 MB). */
  memoryBytes?: number;
}

const CONTENT_TYPES: Record<RenditionFormat, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** A name below imagesDir without `.svg`: an optional folder and a file, no dots or slashes. */
export const RENDITION_SOURCE = /^(?:[a-z0-9-]+\/)?[a-z0-9-]+$/;

// One rendering at a time on one libvips thread: the API shares its cores with everything else.
sharp.concurrency(1);
sharp.cache(false);

async function render(svg: Buffer, width: number, format: RenditionFormat): Promise<Buffer> {
  const declared = (await sharp(svg).metadata()).width ?? width;
  // Rasterise the vector at the target size (72 dpi is the SVG's own size), not scaled up.
  const image = sharp(svg, { density: Math.min((72 * width) / declared, 2400) }).resize({ width });
  if (format === 'webp') return image.webp({ quality: 82, effort: 4 }).toBuffer();
  if (format === 'jpg') {
    return image.flatten({ background: '#ffffff' }).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  }
  return image.png({ compressionLevel: 9, palette: true }).toBuffer();
}

export function createRenditions({
  imagesDir,
  cacheDir,
  memoryBytes = 32 * 1024 * 1024,
}: RenditionsOptions) {
  const memory = new Map<string, Rendition>();
  let memoryUsed = 0;
  const inFlight = new Map<string, Promise<Rendition>>();
  let queue: Promise<unknown> = Promise.resolve();

  const remember = (key: string, rendition: Rendition) => {
    memory.set(key, rendition);
    memoryUsed += rendition.body.length;
    for (const [oldest, kept] of memory) {
      if (memoryUsed <= memoryBytes) break;
      memory.delete(oldest);
      memoryUsed -= kept.body.length;
    }
  };

  const produce = async (
    key: string,
    svg: Buffer,
    width: number,
    format: RenditionFormat,
  ): Promise<Rendition> => {
    const file = join(cacheDir, key);
    const contentType = CONTENT_TYPES[format];
    const stored = await readFile(file).catch(() => null);
    if (stored) return { body: stored, etag: `"${key}"`, contentType };
    // Queued behind any rendering under way; a failure does not stop the queue.
    const rendered = queue.then(() => render(svg, width, format));
    queue = rendered.catch(() => undefined);
    const body = await rendered;
    await mkdir(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, body);
    await rename(partial, file);
    return { body, etag: `"${key}"`, contentType };
  };

  return {
    /**
     * The size of `images/{source}.svg` rendered at `width` (its declared shape kept), or null
     * when there is no such picture.
     */
    async sizeAt(source: string, width: number): Promise<{ width: number; height: number } | null> {
      if (!RENDITION_SOURCE.test(source)) return null;
      const svg = await readFile(join(imagesDir, `${source}.svg`), 'utf8').catch(() => null);
      const root = svg && /<svg\b[^>]*>/.exec(svg)?.[0];
      const declared = (name: string) =>
        Number(new RegExp(` ${name}="(\\d+)"`).exec(root ?? '')?.[1]);
      const [w, h] = [declared('width'), declared('height')];
      if (!w || !h) return null;
      return { width, height: Math.round((width * h) / w) };
    },

    /**
     * The rendition of `images/{source}.svg`, or null when there is no such picture. `source`,
     * `width` and `format` must already be checked against the allowed ones.
     */
    async get(
      source: string,
      width: RenditionWidth,
      format: RenditionFormat,
    ): Promise<Rendition | null> {
      if (!RENDITION_SOURCE.test(source)) return null;
      const svg = await readFile(join(imagesDir, `${source}.svg`)).catch(() => null);
      if (!svg) return null;
      const hash = createHash('sha256').update(svg).digest('hex').slice(0, 20);
      const key = `${hash}-${width}.${format}`;
      const cached = memory.get(key);
      if (cached) return cached;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = produce(key, svg, width, format).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const rendition = await pending;
      if (!memory.has(key)) remember(key, rendition);
      return rendition;
    },
  };
}
export type Renditions = ReturnType<typeof createRenditions>;
