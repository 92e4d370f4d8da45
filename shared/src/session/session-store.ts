import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { NAME_IDENTIFIER_CLAIM } from '../contracts/constants';
import type { SessionUser } from '../contracts/auth';

export const SESSION_STORAGE_NAME = 'lms_hk';
export const SESSION_VERSION = 2;

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  constants: { homeVideo: boolean };
  /**
   * Stores a new session. `remember: false` keeps it in sessionStorage only, so it ends when the
   * browser closes (login without "remember me"); the default keeps it in localStorage.
   */
  setSession: (token: string, user?: SessionUser | null, options?: { remember?: boolean }) => void;
  setUser: (user: SessionUser | null) => void;
  /** Replaces the token of the current session (e.g. after a password change), same storage. */
  setToken: (token: string) => void;
  clearSession: () => void;
  setHomeVideo: (seen: boolean) => void;
}

/** Reads the payload of a JWT without verifying it (the server verifies). */
export const decodeToken = (token: string): Record<string, unknown> | null => {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** The user id lives in the token's name-identifier claim (spec §3). */
export const userIdFromToken = (token: string | null): number | null => {
  if (!token) return null;
  const claim = decodeToken(token)?.[NAME_IDENTIFIER_CLAIM];
  const id = Number(claim);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Web storage that falls back to memory where it is unavailable (private mode, sandboxed frames). */
const safeStorage = (pick: () => Storage, memory = new Map<string, string>()): StateStorage => ({
  getItem: (name) => {
    try {
      return pick().getItem(name);
    } catch {
      return memory.get(name) ?? null;
    }
  },
  setItem: (name, value) => {
    try {
      pick().setItem(name, value);
    } catch {
      memory.set(name, value);
    }
  },
  removeItem: (name) => {
    try {
      pick().removeItem(name);
    } catch {
      memory.delete(name);
    }
  },
});
const local = safeStorage(() => window.localStorage);
const perTab = safeStorage(() => window.sessionStorage);

/** Where the current session lives: localStorage (remembered) or sessionStorage (until the browser closes). */
let remembered = true;

/**
 * A remembered session is written to localStorage. A session without "remember me" is written to
 * sessionStorage, and localStorage keeps the same state without token and user, so preferences
 * such as homeVideo still survive a browser restart.
 */
const sessionStorageSwitch: StateStorage = {
  getItem: (name) => {
    const current = perTab.getItem(name) as string | null;
    if (current !== null) {
      remembered = false;
      return current;
    }
    return local.getItem(name);
  },
  setItem: (name, value) => {
    if (remembered) {
      local.setItem(name, value);
      perTab.removeItem(name);
      return;
    }
    perTab.setItem(name, value);
    try {
      const stored = JSON.parse(value) as { state?: Record<string, unknown> };
      local.setItem(
        name,
        JSON.stringify({ ...stored, state: { ...stored.state, token: null, user: null } }),
      );
    } catch {
      // not our JSON: leave localStorage as it was
    }
  },
  removeItem: (name) => {
    local.removeItem(name);
    perTab.removeItem(name);
  },
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      constants: { homeVideo: false },
      setSession: (token, user = null, options = {}) => {
        remembered = options.remember ?? true;
        set({ token, user });
      },
      setUser: (user) => set({ user }),
      setToken: (token) => set({ token }),
      clearSession: () => {
        set({ token: null, user: null });
        // The next session is remembered unless its login says otherwise.
        remembered = true;
        perTab.removeItem(SESSION_STORAGE_NAME);
      },
      setHomeVideo: (seen) => set((s) => ({ constants: { ...s.constants, homeVideo: seen } })),
    }),
    {
      name: SESSION_STORAGE_NAME,
      version: SESSION_VERSION,
      storage: createJSONStorage(() => sessionStorageSwitch),
      partialize: ({ user, token, constants }) => ({ user, token, constants }),
      // Version 1 stored only the token; keep it and start the rest fresh.
      migrate: (persisted) => {
        const old = (persisted ?? {}) as Partial<SessionState>;
        return {
          user: old.user ?? null,
          token: old.token ?? null,
          constants: { homeVideo: old.constants?.homeVideo ?? false },
        } as SessionState;
      },
    },
  ),
);

export const useIsLoggedIn = () => useSessionStore((s) => Boolean(s.token));
