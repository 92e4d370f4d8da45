import { courseDetailsQuery } from '@lms/shared';
import { createTestQueryClient, expectPreloadsMatchPages, setupTestApi } from '@lms/shared/testing';
import routes from './routes';

const course = {
  nameSlug: 'dis-ticaret-101',
  name: 'Dış Ticaret 101',
  thumbnailImagePath: 'http://api.test/images/courses/dis-ticaret-101.svg',
};
const server = setupTestApi(() => ({ status: 200, body: { data: course } }));

// The shell starts the current page's code before the first render (shell preload-route.ts).
it('each page this remote exposes can be preloaded, and the preload loads its module', () =>
  expectPreloadsMatchPages(routes));

it('a course page opened first has its course and picture asked for at start-up, into the cache the page reads', async () => {
  const queryClient = createTestQueryClient();
  await routes.prefetch!.courseDetail!({ params: { nameSlug: 'dis-ticaret-101' }, queryClient });
  expect(server.requests.map((request) => request.path)).toEqual([
    '/v1/courses/getcoursedetails/dis-ticaret-101',
  ]);
  const cached = queryClient.getQueryData(courseDetailsQuery('dis-ticaret-101', null).queryKey);
  expect(cached?.data).toMatchObject({ nameSlug: 'dis-ticaret-101', name: course.name });
  // The course's picture, the page's largest paint, starts loading as soon as it is named.
  const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
  expect(preload?.href).toBe(course.thumbnailImagePath);
  expect(preload?.getAttribute('fetchpriority')).toBe('high');
});
