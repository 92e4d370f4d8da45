import { expectPreloadsMatchPages } from '@lms/shared/testing';
import routes from './routes';

// The shell starts the current page's code before the first render (shell preload-route.ts).
it('each page this remote exposes can be preloaded, and the preload loads its module', () =>
  expectPreloadsMatchPages(routes));
