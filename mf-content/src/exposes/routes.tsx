import { lazy } from 'react';
import { registerNamespace, type RemoteRoutes } from '@lms/shared';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

registerNamespace('content', { tr, en });

/** The pages content owns, by the shell's page id; pages not listed yet show "being prepared". */
const routes: RemoteRoutes = {
  pages: {
    faqs: lazy(() =>
      import('../features/faq/components/faq-page').then((m) => ({ default: m.FaqPage })),
    ),
    info: lazy(() =>
      import('../features/info-pages/components/info-page').then((m) => ({ default: m.InfoPage })),
    ),
  },
};

export default routes;
