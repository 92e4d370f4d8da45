import { registerNamespace, type RemoteRoutes } from '@lms/shared';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

registerNamespace('learning', { tr, en });

/** The pages learning owns, by the shell's page id; pages not listed yet show "being prepared". */
const routes: RemoteRoutes = {
  pages: {},
};

export default routes;
