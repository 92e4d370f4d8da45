import { lazy } from 'react';
import { registerNamespace, type RemoteRoutes } from '@lms/shared';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

registerNamespace('catalog', { tr, en });

/** The pages catalog owns, by the shell's page id; each loads on its own. */
const routes: RemoteRoutes = {
  pages: {
    home: lazy(() =>
      import('../features/home/components/home-page').then((m) => ({ default: m.HomePage })),
    ),
    courseList: lazy(() =>
      import('../features/courses/components/course-list-page').then((m) => ({
        default: m.CourseListPage,
      })),
    ),
    courseDetail: lazy(() =>
      import('../features/course-detail/components/course-detail-page').then((m) => ({
        default: m.CourseDetailPage,
      })),
    ),
  },
};

export default routes;
