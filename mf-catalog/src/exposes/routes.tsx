import { courseDetailsQuery, routesOf, useSessionStore, type RemoteRoutesOf } from '@lms/shared';
import './namespace';

/** Starts downloading a picture the page is about to show, at the priority the page gives it. */
const preloadImage = (href: string) => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
};

/** Catalog's route manifest: the pages `PAGE_ROUTES` gives it, each loading on its own. */
const routes: RemoteRoutesOf<'catalog'> = {
  ...routesOf('catalog', {
    home: () =>
      import(/* webpackChunkName: "page-home" */ '../features/home/components/home-page').then(
        (m) => m.HomePage,
      ),
    courseList: () =>
      import(
        /* webpackChunkName: "page-courseList" */ '../features/courses/components/course-list-page'
      ).then((m) => m.CourseListPage),
    courseDetail: () =>
      import(
        /* webpackChunkName: "page-courseDetail" */ '../features/course-detail/components/course-detail-page'
      ).then((m) => m.CourseDetailPage),
  }),
  // The course is asked for beside the page's code, not after it has run and rendered, and its
  // picture (the page's largest paint) as soon as the course names it.
  prefetch: {
    courseDetail: async ({ params, queryClient }) => {
      if (!params.nameSlug) return;
      const token = useSessionStore.getState().token;
      const course = await queryClient.fetchQuery(courseDetailsQuery(params.nameSlug, token));
      const picture = course.data?.thumbnailImagePath;
      if (picture) preloadImage(picture);
    },
  },
};

export default routes;
