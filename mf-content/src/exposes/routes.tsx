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
    blogs: lazy(() =>
      import('../features/blog/components/blog-list-page').then((m) => ({
        default: m.BlogListPage,
      })),
    ),
    blogDetail: lazy(() =>
      import('../features/blog/components/blog-detail-page').then((m) => ({
        default: m.BlogDetailPage,
      })),
    ),
    galleries: lazy(() =>
      import('../features/gallery/components/gallery-list-page').then((m) => ({
        default: m.GalleryListPage,
      })),
    ),
    galleryDetail: lazy(() =>
      import('../features/gallery/components/gallery-detail-page').then((m) => ({
        default: m.GalleryDetailPage,
      })),
    ),
    contacts: lazy(() =>
      import('../features/contact/components/contact-page').then((m) => ({
        default: m.ContactPage,
      })),
    ),
  },
};

export default routes;
