import { setAppConfig } from '../config/runtime-config';
import { SERVER_ERROR_MESSAGE } from '../contracts/constants';
import { useSessionStore } from '../session/session-store';
import type { Reply } from '../testing/json-server';
import { setupTestApi } from '../testing/test-api';
import { api, type ApiRequestError } from './api-client';

let reply: Reply = {};
const server = setupTestApi(() => reply);
beforeEach(() => {
  window.localStorage.clear();
  window.location.hash = '#/';
  setAppConfig({ apiBaseUrl: server.url, remotes: {} });
  useSessionStore.setState({ token: null, user: null });
});

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiRequestError;
  }
  throw new Error('expected the call to be rejected');
};

describe('api client contract (architecture §4, spec §8)', () => {
  it('resolves a 2xx with the body plus httpCode 200', async () => {
    reply = { status: 201, body: { success: true, message: '', data: { id: 7 } } };
    await expect(api.post('v1/things', { json: { a: 1 } }).json()).resolves.toEqual({
      success: true,
      message: '',
      data: { id: 7 },
      httpCode: 200,
    });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/things',
      body: { a: 1 },
    });
    expect(server.requests[0]?.headers['content-type']).toContain('application/json');
  });

  it('sends a GET without a content type, so a browser needs no CORS preflight for it', async () => {
    reply = { status: 200, body: { data: [] } };
    await api.get('v1/blogs/getlist/').json();
    expect(server.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('hands a file (a receipt PDF) over as it came', async () => {
    reply = { contentType: 'application/pdf', raw: Buffer.from('%PDF-1.4 receipt') };
    const blob = await api.get('v1/orders/receipt/ABC123').blob();
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.4 receipt');
  });

  it('sends the bearer token only while the session has one', async () => {
    reply = { body: { success: true, data: null } };
    await api.get('v1/a').json();
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    useSessionStore.getState().setSession('abc.def.ghi');
    await api.get('v1/b').json();
    expect(server.requests[1]?.headers.authorization).toBe('Bearer abc.def.ghi');
  });

  it('on 401 clears user and token, goes to #/login and rejects with the body plus status 401', async () => {
    useSessionStore
      .getState()
      .setSession('expired.token.x', { id: 1, name: 'Ayşe', surname: 'Yılmaz', email: 'a@b.co' });
    reply = { status: 401, body: { success: false, message: 'Oturum süresi doldu' } };
    const error = await rejection(api.get('v1/users/getuserprofile').json());
    expect(error).toMatchObject({ success: false, message: 'Oturum süresi doldu', status: 401 });
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(window.location.hash).toBe('#/login');
  });

  it.each([400, 404, 409, 422, 500])('rejects a %i with the server body', async (status) => {
    reply = {
      status,
      body: { success: false, message: `Hata ${status}`, errors: { email: 'emailCorrect' } },
    };
    const error = await rejection(api.post('v1/x').json());
    expect(error).toMatchObject({
      success: false,
      message: `Hata ${status}`,
      errors: { email: 'emailCorrect' },
    });
    expect(window.location.hash).toBe('#/');
  });

  it.each([502, 503])('turns a %i into the generic server error', async (status) => {
    reply = { status, body: { message: 'upstream detail' } };
    const error = await rejection(api.get('v1/x').json());
    expect(error).toMatchObject({ success: false, message: SERVER_ERROR_MESSAGE });
  });

  it('turns a 4xx without a JSON body into the generic server error', async () => {
    reply = { status: 404, raw: '<html>Not found</html>' };
    const error = await rejection(api.get('v1/x').json());
    expect(error.message).toBe(SERVER_ERROR_MESSAGE);
  });

  it('turns a network failure into the generic server error', async () => {
    reply = { destroy: true };
    const error = await rejection(api.get('v1/x').json());
    expect(error).toMatchObject({ success: false, message: SERVER_ERROR_MESSAGE });
  });

  it('uses the localStorage apiBaseUrl over app-config.json', async () => {
    setAppConfig({ apiBaseUrl: 'http://127.0.0.1:9', remotes: {} });
    window.localStorage.setItem('apiBaseUrl', server.url);
    reply = { body: { success: true, data: 1 } };
    await expect(api.get('v1/override').json()).resolves.toMatchObject({ data: 1 });
    expect(server.requests.at(-1)?.path).toBe('/v1/override');
  });
});
