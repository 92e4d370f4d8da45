import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { createS3Storage } from '../lib/storage-s3';
import { localStorage, type Storage } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files: local disk (MEDIA_DIR) or an S3-compatible store (lib/storage.ts). */
    storage: Storage;
  }
}

/** The seed's pictures, shipped with the API. */
export const IMAGES_DIR = fileURLToPath(new URL('../../public/images', import.meta.url));

/** Files: the seed's pictures, staff uploads and where they are kept. */
export const storagePlugin = fp(
  async (app) => {
    const { media } = app.config;
    await app.register(fastifyStatic, {
      root: IMAGES_DIR,
      prefix: '/images/',
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', 'public, max-age=604800, immutable');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
    // The local store's folder exists from the start (unused with MEDIA_S3_URL).
    if (!media.s3Url) await mkdir(media.dir, { recursive: true });
    app.decorate('storage', media.s3Url ? createS3Storage(media.s3Url) : localStorage(media.dir));
    app.addHook('onClose', async () => {
      await app.storage.close?.();
    });
    // Uploads (staff only): one file per request, streamed; each route checks its kind and size.
    await app.register(multipart, {
      limits: { fileSize: media.uploadMaxBytes, files: 1, fields: 20, parts: 21 },
    });
  },
  { name: 'storage' },
);
