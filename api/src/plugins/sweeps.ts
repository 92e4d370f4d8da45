import fp from 'fastify-plugin';
import { processSettings } from '../config';
import { pruneSharedState } from '../lib/shared-state';

/**
 * Once a minute: open orders past their time expire (they also expire on every read; this keeps
 * the table honest), shared counters are pruned, session rows go a day after their tokens, and
 * Web Vitals reports once the dashboard no longer counts them.
 */
export const sweepsPlugin = fp(
  async (app) => {
    const fail = (what: string) => (error: unknown) => app.log.error({ err: error }, what);
    const sweep = setInterval(() => {
      app.checkout.expireDue().catch(fail('expiry sweep'));
      pruneSharedState(app.db).catch(fail('shared state sweep'));
      app.repos.sessions
        .prune(new Date(Date.now() - (processSettings().jwtTtlSeconds + 86_400) * 1000))
        .catch(fail('session sweep'));
      // Web Vitals reports are kept only as long as the dashboard counts them.
      app.vitals.prune(new Date()).catch(fail('web vitals sweep'));
    }, 60_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'sweeps', dependencies: ['checkout', 'repositories', 'vitals'] },
);
