import type { FastifyPluginAsync } from 'fastify';
import { blogRoutes } from './blogs';
import { contactRoutes } from './contacts';
import { galleryRoutes } from './galleries';

/** Blog, galleries and contact messages; the FAQ and info pages are in ./content. */
export const contentAreaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(blogRoutes);
  await app.register(galleryRoutes);
  await app.register(contactRoutes);
};
