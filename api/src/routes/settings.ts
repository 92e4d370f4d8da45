import type { FastifyPluginAsync } from 'fastify';
import { envelope, siteSettingsSchema } from '@lms/shared/contracts';
import { ok } from '../lib/http';

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  // Runs at app start (spec §7); the shell shows the "Something's missing" page if it fails.
  const response = { 200: envelope(siteSettingsSchema) };
  app.get('/v1/WebsiteSettings/getwebsiteparts', { schema: { response } }, async () => {
    const parts = await app.repos.settings.getWebsiteParts();
    if (!parts) throw new Error('site_settings row is missing: the database was not seeded');
    return ok(parts);
  });
};
