import { renderStandalone } from '@lms/shared/standalone';
import routes from './exposes/routes';

// Runs the learning remote alone (npm run dev -w @lms/mf-learning) with the shell's providers.
void renderStandalone({
  name: 'learning',
  pages: routes.pages,
  paths: {
    courseVideos: 'courses/videos/:nameSlug',
    exam: 'user/exam/:userExamId',
    certificateVerify: 'certificates/verify/:code',
  },
});
