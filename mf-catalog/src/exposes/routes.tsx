import { lazy } from 'react';
import { registerNamespace, type RemoteRoutes } from '@lms/shared';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

registerNamespace('catalog', { tr, en });

const home = () =>
  import(/* webpackChunkName: "page-home" */ '../features/home/components/home-page');
const courseList = () =>
  import(
    /* webpackChunkName: "page-courseList" */ '../features/courses/components/course-list-page'
  );
const courseDetail = () =>
  import(
    /* webpackChunkName: "page-courseDetail" */ '../features/course-detail/components/course-detail-page'
  );

/** The pages catalog owns, by the shell's page id; each loads on its own. */
const routes: RemoteRoutes = {
  pages: {
    home: lazy(() => home().then((m) => ({ default: m.HomePage }))),
    courseList: lazy(() => courseList().then((m) => ({ default: m.CourseListPage }))),
    courseDetail: lazy(() => courseDetail().then((m) => ({ default: m.CourseDetailPage }))),
  },
  // webpack loads a chunk once: the page's lazy import reuses what the preload started.
  preload: { home, courseList, courseDetail },
};

export default routes;
