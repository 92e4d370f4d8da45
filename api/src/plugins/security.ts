import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { isLocalPlatformOrigin } from '../config';
import { databaseRateLimitStore } from '../lib/shared-state';

declare module 'fastify' {
  interface FastifyInstance {
    /** Browser origins allowed besides the local platform ports (CORS_ORIGINS, PLATFORM_URL). */
    corsOrigins: string[];
  }
}

/** Who may call from a browser, the security headers, rate limits and compression. */
export const securityPlugin = fp<{ corsOrigins: string[] }>(
  async (app, { corsOrigins }) => {
    const allowed = new Set(corsOrigins.map((origin) => origin.trim()).filter(Boolean));
    app.decorate('corsOrigins', [...allowed]);
    await app.register(cors, {
      origin: (origin, callback) =>
        callback(null, !origin || allowed.has(origin) || isLocalPlatformOrigin(origin)),
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: [
        'Content-Type',
        'Authorization',
        'Accept-Language',
        'Idempotency-Key',
        'Contracts-Accepted',
        'X-Device-Token',
      ],
      maxAge: 600,
    });
    // JSON and HTML answers go out brotli- or gzip-compressed when the client accepts it
    // (answers under 1 KB stay as they are, PDFs and images are not compressible types). Request
    // bodies are never inflated: the body limit counts the bytes that arrive.
    await app.register(compress, { global: true, threshold: 1024, globalDecompression: false });
    // Images are shown by the shell on another origin, so resources must be cross-origin readable.
    await app.register(helmet, { crossOriginResourcePolicy: { policy: 'cross-origin' } });
    // Off by default; login, register and password reset opt in with `config.rateLimit`. The
    // counters are in the database, so every instance behind a load balancer adds to the same ones.
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db) });
  },
  { name: 'security' },
);
