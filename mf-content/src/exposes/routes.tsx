import { lazy } from 'react';
import { registerNamespace, type RemoteRoutes } from '@lms/shared';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

registerNamespace('content', { tr, en });

const faqs = () =>
  import(/* webpackChunkName: "page-faqs" */ '../features/faq/components/faq-page');
const info = () =>
  import(/* webpackChunkName: "page-info" */ '../features/info-pages/components/info-page');
const blogs = () =>
  import(/* webpackChunkName: "page-blogs" */ '../features/blog/components/blog-list-page');
const blogDetail = () =>
  import(/* webpackChunkName: "page-blogDetail" */ '../features/blog/components/blog-detail-page');
const galleries = () =>
  import(
    /* webpackChunkName: "page-galleries" */ '../features/gallery/components/gallery-list-page'
  );
const galleryDetail = () =>
  import(
    /* webpackChunkName: "page-galleryDetail" */ '../features/gallery/components/gallery-detail-page'
  );
const contacts = () =>
  import(/* webpackChunkName: "page-contacts" */ '../features/contact/components/contact-page');

/** The pages content owns, by the shell's page id; pages not listed yet show "being prepared". */
const routes: RemoteRoutes = {
  pages: {
    faqs: lazy(() => faqs().then((m) => ({ default: m.FaqPage }))),
    info: lazy(() => info().then((m) => ({ default: m.InfoPage }))),
    blogs: lazy(() => blogs().then((m) => ({ default: m.BlogListPage }))),
    blogDetail: lazy(() => blogDetail().then((m) => ({ default: m.BlogDetailPage }))),
    galleries: lazy(() => galleries().then((m) => ({ default: m.GalleryListPage }))),
    galleryDetail: lazy(() => galleryDetail().then((m) => ({ default: m.GalleryDetailPage }))),
    contacts: lazy(() => contacts().then((m) => ({ default: m.ContactPage }))),
  },
  // The shell starts the current page's code before the first render (preload-route.ts);
  // webpack loads a chunk once, so the page's lazy import reuses what the preload started.
  preload: { faqs, info, blogs, blogDetail, galleries, galleryDetail, contacts },
};

export default routes;
