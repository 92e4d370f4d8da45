// The composition of the single build (`npm run build:single`, docs/decisions/0013): every module
// a remote exposes to the shell, imported from the remote's source instead of loaded through
// Module Federation. It is the one place where the shell's code reaches into the remotes'
// sources, and only into what each remote exposes (its federation.config.cjs `exposes`), never
// a remote into another. scripts/single-build.test.mjs checks this map against the exposes and
// PAGE_ROUTES. Each import is its own chunk, as a remote's exposed module is in the federated build.

/** Loads one exposed module: `remote` → `./Module` → its module namespace. */
export type RemoteModuleMap = Record<string, Record<string, () => Promise<unknown>>>;

export const REMOTE_MODULES: RemoteModuleMap = {
  catalog: {
    './routes': () =>
      import(/* webpackChunkName: "catalog-routes" */ '../../mf-catalog/src/exposes/routes'),
    './SearchOverlay': () =>
      import(
        /* webpackChunkName: "catalog-search-overlay" */ '../../mf-catalog/src/exposes/search-overlay'
      ),
  },
  checkout: {
    './routes': () =>
      import(/* webpackChunkName: "checkout-routes" */ '../../mf-checkout/src/exposes/routes'),
  },
  learning: {
    './routes': () =>
      import(/* webpackChunkName: "learning-routes" */ '../../mf-learning/src/exposes/routes'),
    './CourseLearning': () =>
      import(
        /* webpackChunkName: "learning-course-learning" */ '../../mf-learning/src/exposes/course-learning'
      ),
  },
  content: {
    './routes': () =>
      import(/* webpackChunkName: "content-routes" */ '../../mf-content/src/exposes/routes'),
    './ShareBar': () =>
      import(/* webpackChunkName: "content-share-bar" */ '../../mf-content/src/exposes/share-bar'),
    './ContactForm': () =>
      import(
        /* webpackChunkName: "content-contact-form" */ '../../mf-content/src/exposes/contact-form'
      ),
  },
  account: {
    './routes': () =>
      import(/* webpackChunkName: "account-routes" */ '../../mf-account/src/exposes/routes'),
  },
  admin: {
    './App': () => import(/* webpackChunkName: "admin-app" */ '../../mf-admin/src/exposes/app'),
  },
};
