import { routesOf, type RemoteRoutesOf } from '@lms/shared';
import './namespace';

/** Learning's route manifest: the pages `PAGE_ROUTES` gives it, each loading on its own. */
const routes: RemoteRoutesOf<'learning'> = {
  ...routesOf('learning', {
    courseVideos: () =>
      import(
        /* webpackChunkName: "page-courseVideos" */ '../features/course-learning/components/course-videos-page'
      ).then((m) => m.CourseVideosPage),
    exam: () =>
      import(/* webpackChunkName: "page-exam" */ '../features/exams/components/exam-page').then(
        (m) => m.ExamPage,
      ),
    certificateVerify: () =>
      import(
        /* webpackChunkName: "page-certificateVerify" */ '../features/certificates/components/certificate-verify-page'
      ).then((m) => m.CertificateVerifyPage),
  }),
};

export default routes;
