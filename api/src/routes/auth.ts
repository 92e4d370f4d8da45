import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../lib/http';

export const authRoutes: FastifyPluginAsync = async (app) => {
  // The client compares course and exam dates against server time, not the device clock.
  app.get('/v1/auth/currentdatetime', async () => ok(new Date().toISOString()));
};
