import { basketViewQuery, useSessionStore } from '@lms/shared';
import { createTestQueryClient, expectPreloadsMatchPages, setupTestApi } from '@lms/shared/testing';
import routes from './routes';

const basket = { success: true, message: 'REF123', data: [{ id: 7, courseId: 109 }] };
const server = setupTestApi(() => ({ status: 200, body: basket }));
afterEach(() => useSessionStore.setState({ token: null }));

// The shell starts the current page's code before the first render (shell preload-route.ts).
it('each page this remote exposes can be preloaded, and the preload loads its module', () =>
  expectPreloadsMatchPages(routes));

it('a cart opened first has its basket asked for at start-up, into the entry the page reads', async () => {
  useSessionStore.setState({ token: 'test-token' });
  const queryClient = createTestQueryClient();
  await routes.prefetch!.cart!({ params: {}, queryClient });
  expect(server.requests.map((request) => [request.path, request.headers.authorization])).toEqual([
    ['/v1/userbaskets/getall', 'Bearer test-token'],
  ]);
  expect(queryClient.getQueryData(basketViewQuery('test-token').queryKey)).toMatchObject(basket);
});

it('a guest has no basket to ask for', async () => {
  const queryClient = createTestQueryClient();
  await routes.prefetch!.cart!({ params: {}, queryClient });
  expect(server.requests).toEqual([]);
});
