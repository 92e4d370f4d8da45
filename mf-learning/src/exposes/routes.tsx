import { lazy } from 'react';
import type { RemoteRoutes } from '@lms/shared';
import './namespace';

const courseVideos = () =>
  import(
    /* webpackChunkName: "page-courseVideos" */ '../features/course-learning/components/course-videos-page'
  );
const exam = () =>
  import(/* webpackChunkName: "page-exam" */ '../features/exams/components/exam-page');
const certificateVerify = () =>
  import(
    /* webpackChunkName: "page-certificateVerify" */ '../features/certificates/components/certificate-verify-page'
  );

/** The pages learning owns, by the shell's page id. */
const routes: RemoteRoutes = {
  pages: {
    courseVideos: lazy(() => courseVideos().then((m) => ({ default: m.CourseVideosPage }))),
    exam: lazy(() => exam().then((m) => ({ default: m.ExamPage }))),
    certificateVerify: lazy(() =>
      certificateVerify().then((m) => ({ default: m.CertificateVerifyPage })),
    ),
  },
  // The shell starts the current page's code before the first render (preload-route.ts);
  // webpack loads a chunk once, so the page's lazy import reuses what the preload started.
  preload: { courseVideos, exam, certificateVerify },
};

export default routes;
