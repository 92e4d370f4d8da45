import type { FastifyPluginAsync } from 'fastify';
import { envelope, siteSettingsSchema, type SiteSettings } from '@lms/shared/contracts';
import { contentLocaleOf } from '../i18n/content-locale';
import { cachedBody, sendCached } from '../lib/catalog-cache';
import { ok } from '../lib/http';
import { zodSerializerCompiler } from '../lib/serialization';

const PATH = '/v1/WebsiteSettings/getwebsiteparts';

/**
 * Browsers may keep the settings but must ask again before each use ("no-cache"); the ETag makes
 * that question a bodiless 304 while nothing changed. Any max-age would let a browser show a
 * changed bank account, phone number or a cancelled course for that long after the change.
 */
export const SETTINGS_CACHE_CONTROL = 'public, no-cache';

/** The first listed course to end: then the home lists change without any write. */
const firstEnd = (parts: SiteSettings): number =>
  Math.min(
    ...[...parts.onlineCourses, ...parts.physicalCourses, ...parts.freeCourses].map((card) =>
      card.courseEndDate ? Date.parse(card.courseEndDate) : Infinity,
    ),
  );

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  // Runs at app start (spec §7); the shell shows the "Something's missing" page if it fails.
  const response = { 200: envelope(siteSettingsSchema) };
  const serialize = zodSerializerCompiler({ schema: response[200], method: 'GET', url: PATH });

  // Every visit asks for it: served from memory while the catalogue version stands, one copy per
  // language (the home carousel's posts and the home lists' courses come in its language).
  app.get(PATH, { schema: { response } }, async (request, reply) => {
    const locale = contentLocaleOf(request);
    const body = await app.catalog.get(`settings:${locale}`, async () => {
      const parts = await app.repos.settings.getWebsiteParts(locale);
      if (!parts) throw new Error('site_settings row is missing: the database was not seeded');
      // A scheduled blog post joins the home carousel at its publish date, without any write.
      const nextPost = await app.repos.blogs.nextScheduledAt();
      return {
        value: cachedBody(serialize(ok(parts))),
        expiresAt: Math.min(firstEnd(parts), nextPost),
      };
    });
    reply.header('cache-control', SETTINGS_CACHE_CONTROL);
    return sendCached(request, reply, body, { etag: true });
  });
};
