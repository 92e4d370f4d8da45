/** Where a successful login goes (spec §2): /account/courses, or back to the page that sent the user. */
export const DEFAULT_AFTER_LOGIN = '/account/courses';

/** Only a path inside this app is followed; anything else (//evil.example, http:…) is ignored. */
export const safeReturnPath = (candidate: unknown): string | null => {
  if (typeof candidate !== 'string') return null;
  const path = candidate.startsWith('#') ? candidate.slice(1) : candidate;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  if (/^\/(login|signup|forgotpassword|resetpassword)(\/|\?|$)/.test(path)) return null;
  return path;
};

export const returnPathOf = (search: string, state: unknown): string => {
  const fromQuery = safeReturnPath(new URLSearchParams(search).get('returnUrl'));
  const fromState =
    state && typeof state === 'object' && 'from' in state
      ? safeReturnPath((state as { from: unknown }).from)
      : null;
  return fromQuery ?? fromState ?? DEFAULT_AFTER_LOGIN;
};

/**
 * A link to another auth page (login ↔ signup) that keeps the way back, so "Satın Al" → login →
 * "sign up instead" still ends on the course. Without a safe way back, the bare page.
 */
export const keepingReturn = (page: '/login' | '/signup', search: string, state: unknown) => {
  const target = returnPathOf(search, state);
  return target === DEFAULT_AFTER_LOGIN ? page : `${page}?returnUrl=${encodeURIComponent(target)}`;
};
