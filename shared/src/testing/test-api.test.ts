import { api } from '../api/api-client';
import { setupTestApi } from './test-api';

const server = setupTestApi(() => ({ body: { success: true, data: 'pong' } }));

describe('setupTestApi', () => {
  it('answers the app’s calls from a local server and records them', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await expect(api.get('v1/ping').json()).resolves.toMatchObject({ data: 'pong' });
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/ping',
    ]);
  });

  it('shows each test only its own requests', () => {
    expect(server.requests).toEqual([]);
  });
});
