import { renderStandalone } from '@lms/shared/standalone';
import routes from './exposes/routes';

// Runs the catalog remote alone (npm run dev -w @lms/mf-catalog) with the shell's providers.
void renderStandalone({
  name: 'catalog',
  pages: routes.pages,
  paths: {
    home: '/',
    courseList: 'courses/:courseType',
    courseDetail: 'courses/details/:nameSlug',
  },
});
