import fp from 'fastify-plugin';
import { createCatalogCache, type CatalogCache } from '../lib/catalog-cache';
import { createAudit, type Audit } from '../lib/staff';
import { createRepositories, type Repositories } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    /** Settings, course lists and pages kept in memory while the catalogue is unchanged. */
    catalog: CatalogCache;
    /** The audit log of staff writes: record inside the write's transaction. */
    audit: Audit;
  }
}

/** Reading and writing rows, and the in-memory copies of what every visitor reads. */
export const repositoriesPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    app.decorate('catalog', createCatalogCache(app.db));
    app.decorate(
      'repos',
      createRepositories(app.db, { publicUrl, platformUrl: app.config.platformUrl }),
    );
    app.decorate('audit', createAudit(app.repos.audit));
  },
  { name: 'repositories' },
);
