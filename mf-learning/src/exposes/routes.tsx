import { pagesOf, type RemoteRoutes } from '@lms/shared';
import './namespace';

/** The pages learning owns, by the shell's page id. */
const routes: RemoteRoutes = {
  ...pagesOf({
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
