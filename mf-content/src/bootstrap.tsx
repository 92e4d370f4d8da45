import { renderStandalone } from '@lms/shared/standalone';
import routes from './exposes/routes';

// Runs the content remote alone (npm run dev -w @lms/mf-content) with the shell's providers.
void renderStandalone({
  name: 'content',
  pages: routes.pages,
  paths: {
    contacts: 'contacts',
    faqs: 'faqs',
    galleries: 'galleries',
    galleryDetail: 'gallery/detail/:id',
    blogs: 'blogs',
    blogDetail: 'blog/detail/:nameSlug',
    info: 'info/:id',
  },
});
