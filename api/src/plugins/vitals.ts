import fp from 'fastify-plugin';
import { createVitalsService, type VitalsService } from '../services/vitals';

declare module 'fastify' {
  interface FastifyInstance {
    /** Real visits' Web Vitals: the shell's reports, and their p75 for staff. */
    vitals: VitalsService;
  }
}

/** What real visitors feel: the shell's sampled Web Vitals reports and their p75 per route. */
export const vitalsPlugin = fp(
  async (app) => {
    app.decorate('vitals', createVitalsService(app.repos.vitals));
  },
  { name: 'vitals', dependencies: ['repositories'] },
);
