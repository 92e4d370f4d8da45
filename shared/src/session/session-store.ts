import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { NAME_IDENTIFIER_CLAIM } from '../contracts/constants';
import type { SessionUser } from '../contracts/users';

export const SESSION_STORAGE_NAME = 'lms_hk';
export const SESSION_VERSION = 2;

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  constants: { homeVideo: boolean };
  setSession: (token: string, user?: SessionUser | null) => void;
  setUser: (user: SessionUser | null) => void;
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

const memory = new Map<string, string>();
const safeLocalStorage: StateStorage = {
  getItem: (name) => {
    try {
      return window.localStorage.getItem(name);
    } catch {
      return memory.get(name) ?? null;
    }
  },
  setItem: (name, value) => {
    try {
      window.localStorage.setItem(name, value);
    } catch {
      memory.set(name, value);
    }
  },
  removeItem: (name) => {
    try {
      window.localStorage.removeItem(name);
    } catch {
      memory.delete(name);
    }
  },
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      constants: { homeVideo: false },
      setSession: (token, user = null) => set({ token, user }),
      setUser: (user) => set({ user }),
      clearSession: () => set({ token: null, user: null }),
      setHomeVideo: (seen) => set((s) => ({ constants: { ...s.constants, homeVideo: seen } })),
    }),
    {
      name: SESSION_STORAGE_NAME,
      version: SESSION_VERSION,
      storage: createJSONStorage(() => safeLocalStorage),
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
