import { routesOf, type RemoteRoutesOf } from '@lms/shared';
import './namespace';

/** Content's route manifest: the pages `PAGE_ROUTES` gives it, each loading on its own. */
const routes: RemoteRoutesOf<'content'> = {
  ...routesOf('content', {
    faqs: () =>
      import(/* webpackChunkName: "page-faqs" */ '../features/faq/components/faq-page').then(
        (m) => m.FaqPage,
      ),
    info: () =>
      import(
        /* webpackChunkName: "page-info" */ '../features/info-pages/components/info-page'
      ).then((m) => m.InfoPage),
    blogs: () =>
      import(
        /* webpackChunkName: "page-blogs" */ '../features/blog/components/blog-list-page'
      ).then((m) => m.BlogListPage),
    blogDetail: () =>
      import(
        /* webpackChunkName: "page-blogDetail" */ '../features/blog/components/blog-detail-page'
      ).then((m) => m.BlogDetailPage),
    galleries: () =>
      import(
        /* webpackChunkName: "page-galleries" */ '../features/gallery/components/gallery-list-page'
      ).then((m) => m.GalleryListPage),
    galleryDetail: () =>
      import(
        /* webpackChunkName: "page-galleryDetail" */ '../features/gallery/components/gallery-detail-page'
      ).then((m) => m.GalleryDetailPage),
    contacts: () =>
      import(
        /* webpackChunkName: "page-contacts" */ '../features/contact/components/contact-page'
      ).then((m) => m.ContactPage),
  }),
};

export default routes;
