import { NAME_IDENTIFIER_CLAIM } from '../contracts/constants';
import { SESSION_STORAGE_NAME, useSessionStore, userIdFromToken } from './session-store';

const tokenWith = (payload: object) =>
  ['e30', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.');

describe('session store (spec §3)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useSessionStore.setState({ token: null, user: null, constants: { homeVideo: false } });
  });

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
    expect(userIdFromToken(tokenWith({ sub: '42' }))).toBeNull();
    expect(userIdFromToken('not-a-jwt')).toBeNull();
    expect(userIdFromToken(null)).toBeNull();
  });
});
