import { useSessionStore } from '@lms/shared';
import { createTestQueryClient, expectPreloadsMatchPages, setupTestApi } from '@lms/shared/testing';
import { userCoursesQuery } from '../features/account/api/get-user-courses';
import routes from './routes';

const courses = { success: true, data: { courses: [{ courseId: 101, name: 'Dış Ticaret 101' }] } };
const server = setupTestApi(() => ({ status: 200, body: courses }));
afterEach(() => useSessionStore.setState({ token: null }));

// The shell starts the current page's code before the first render (shell preload-route.ts).
it('each page this remote exposes can be preloaded, and the preload loads its module', () =>
  expectPreloadsMatchPages(routes));

it('My trainings opened first has its courses asked for at start-up, into the entry it reads', async () => {
  useSessionStore.setState({ token: 'test-token' });
  const queryClient = createTestQueryClient();
  await routes.prefetch!.account!({ params: { '*': 'courses' }, queryClient });
  expect(server.requests.map((request) => request.path)).toEqual(['/v1/courses/getusercourses']);
  expect(queryClient.getQueryData(userCoursesQuery().queryKey)).toMatchObject(courses);
});

it('asks for nothing on the other account pages, or for a guest', async () => {
  const queryClient = createTestQueryClient();
  await routes.prefetch!.account!({ params: { '*': 'courses' }, queryClient });
  useSessionStore.setState({ token: 'test-token' });
  await routes.prefetch!.account!({ params: { '*': 'info' }, queryClient });
  expect(server.requests).toEqual([]);
});
