import { lazy } from 'react';
import type { RemoteRoutes } from '@lms/shared';
import './namespace';

/** The pages learning owns, by the shell's page id. */
const routes: RemoteRoutes = {
  pages: {
    courseVideos: lazy(() =>
      import('../features/course-learning/components/course-videos-page').then((m) => ({
        default: m.CourseVideosPage,
      })),
    ),
    exam: lazy(() =>
      import('../features/exams/components/exam-page').then((m) => ({ default: m.ExamPage })),
    ),
    certificateVerify: lazy(() =>
      import('../features/certificates/components/certificate-verify-page').then((m) => ({
        default: m.CertificateVerifyPage,
      })),
    ),
  },
};

export default routes;
