import { lazy } from 'react';
import { registerNamespace, type RemoteRoutes } from '@lms/shared';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

registerNamespace('catalog', { tr, en });

/** The pages catalog owns, by the shell's page id; pages not listed yet show "being prepared". */
const routes: RemoteRoutes = {
  pages: {
    home: lazy(() =>
      import('../features/home/components/home-page').then((m) => ({ default: m.HomePage })),
    ),
  },
};

export default routes;
