import { NAME_IDENTIFIER_CLAIM } from '../contracts/constants';
import { SESSION_STORAGE_NAME, useSessionStore, userIdFromToken } from './session-store';

const tokenWith = (payload: object) =>
  ['e30', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.');

describe('session store (spec §3)', () => {
  beforeEach(() => {
    useSessionStore.getState().clearSession();
    window.localStorage.clear();
    window.sessionStorage.clear();
    useSessionStore.setState({ token: null, user: null, constants: { homeVideo: false } });
  });

  const stored = (storage: Storage) =>
    JSON.parse(storage.getItem(SESSION_STORAGE_NAME) ?? 'null') as {
      version: number;
      state: { token: string | null; user: unknown; constants: { homeVideo: boolean } };
    } | null;

  it('persists user, token and constants under lms_hk, version 2', () => {
    useSessionStore
      .getState()
      .setSession('t.o.k', { id: 5, name: 'Çağla', surname: 'Işık', email: 'c@x.co' });
    useSessionStore.getState().setHomeVideo(true);
    const stored = JSON.parse(window.localStorage.getItem(SESSION_STORAGE_NAME) ?? 'null');
    expect(SESSION_STORAGE_NAME).toBe('lms_hk');
    expect(stored).toEqual({
      version: 2,
      state: {
        token: 't.o.k',
        user: { id: 5, name: 'Çağla', surname: 'Işık', email: 'c@x.co' },
        constants: { homeVideo: true },
      },
    });
  });

  it('rehydrates what was stored', async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_NAME,
      JSON.stringify({
        version: 2,
        state: { token: 'saved', user: null, constants: { homeVideo: true } },
      }),
    );
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState()).toMatchObject({
      token: 'saved',
      constants: { homeVideo: true },
    });
  });

  it('migrates a version 1 session (token only): still logged in, the rest starts fresh', async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_NAME,
      JSON.stringify({ version: 1, state: { token: 'old-token' } }),
    );
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState()).toMatchObject({
      token: 'old-token',
      user: null,
      constants: { homeVideo: false },
    });
    expect(stored(window.localStorage)).toEqual({
      version: 2,
      state: { token: 'old-token', user: null, constants: { homeVideo: false } },
    });
  });

  it('clearSession drops token and user but keeps homeVideo', () => {
    useSessionStore.getState().setSession('x', { id: 1, name: 'A', surname: 'B', email: 'a@b.co' });
    useSessionStore.getState().setHomeVideo(true);
    useSessionStore.getState().clearSession();
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      user: null,
      constants: { homeVideo: true },
    });
  });

  it('reads the user id from the name-identifier claim', () => {
    expect(userIdFromToken(tokenWith({ [NAME_IDENTIFIER_CLAIM]: '42' }))).toBe(42);
    // Spec §3: the claim's full name, as the real API signs it.
    expect(
      userIdFromToken(
        tokenWith({ 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier': '7' }),
      ),
    ).toBe(7);
    expect(userIdFromToken(tokenWith({ sub: '42' }))).toBeNull();
    expect(userIdFromToken('not-a-jwt')).toBeNull();
    expect(userIdFromToken(null)).toBeNull();
  });

  it('keeps a session without "remember me" in sessionStorage only, so it ends with the browser', () => {
    const user = { id: 3, name: 'Ayşe', surname: 'Yılmaz', email: 'a@x.co' };
    useSessionStore.getState().setHomeVideo(true);
    useSessionStore.getState().setSession('per.tab.token', user, { remember: false });

    expect(stored(window.sessionStorage)).toEqual({
      version: 2,
      state: { token: 'per.tab.token', user, constants: { homeVideo: true } },
    });
    // localStorage keeps the preferences, never the token.
    expect(stored(window.localStorage)?.state).toEqual({
      token: null,
      user: null,
      constants: { homeVideo: true },
    });
  });

  it('rehydrates a per-tab session before the stored one, and forgets it on logout', async () => {
    const state = (token: string | null) =>
      JSON.stringify({ version: 2, state: { token, user: null, constants: { homeVideo: false } } });
    window.localStorage.setItem(SESSION_STORAGE_NAME, state(null));
    window.sessionStorage.setItem(SESSION_STORAGE_NAME, state('per.tab.token'));
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().token).toBe('per.tab.token');

    useSessionStore.getState().clearSession();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_NAME)).toBeNull();
    expect(stored(window.localStorage)?.state.token).toBeNull();
  });

  it('a remembered login after a per-tab one moves the session back to localStorage', () => {
    useSessionStore.getState().setSession('first', null, { remember: false });
    useSessionStore.getState().setSession('second', null, { remember: true });
    expect(stored(window.localStorage)?.state.token).toBe('second');
    expect(window.sessionStorage.getItem(SESSION_STORAGE_NAME)).toBeNull();
  });
});
