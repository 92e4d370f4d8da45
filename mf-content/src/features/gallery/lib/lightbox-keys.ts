export type LightboxCommand = 'close' | 'next' | 'prev';

/** The lightbox keys of spec §2: Escape, Delete, Backspace close; arrows and page keys move. */
const KEYS: Record<string, LightboxCommand> = {
  Escape: 'close',
  Delete: 'close',
  Backspace: 'close',
  ArrowRight: 'next',
  ArrowDown: 'next',
  PageDown: 'next',
  ArrowLeft: 'prev',
  ArrowUp: 'prev',
  PageUp: 'prev',
};

/** What a key does in the lightbox; modified keys (Ctrl+…, Alt+…) are left to the browser. */
export const lightboxCommand = (event: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}): LightboxCommand | null => {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  return KEYS[event.key] ?? null;
};

/** The slide a command leads to; no looping (spec §2), so the ends stay put. */
export const targetIndex = (command: 'next' | 'prev', current: number, count: number) =>
  command === 'next' ? Math.min(current + 1, count - 1) : Math.max(current - 1, 0);

/** Spec §9: next/previous at most once per 150 ms; the controls hide after 3500 ms idle. */
export const NAVIGATION_THROTTLE_MS = 150;
export const IDLE_HIDE_MS = 3500;

/** A gate that lets one call through per `ms` (a held-down arrow key must not race ahead). */
export const createThrottle = (ms: number, now: () => number = Date.now) => {
  let last = -Infinity;
  return () => {
    const at = now();
    if (at - last < ms) return false;
    last = at;
    return true;
  };
};
