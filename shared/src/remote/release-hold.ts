import { useEffect } from 'react';

// An open tab follows a remote's new release at the next page change (docs/decisions/0011). A
// remote holds that switch back while the user is in the middle of something its release must
// not change under them: a form being edited, a payment in progress. The shell asks before it
// switches; a held remote keeps its current release until the hold is let go.

const holds = new Map<string, number>();

/** Holds back `remote`'s switch to a new release; the returned function lets go (once). */
export const holdRemoteRelease = (remote: string): (() => void) => {
  holds.set(remote, (holds.get(remote) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holds.get(remote) ?? 1) - 1;
    if (left > 0) holds.set(remote, left);
    else holds.delete(remote);
  };
};

/** Whether something of `remote` holds back its switch to a new release. */
export const remoteReleaseHeld = (remote: string) => (holds.get(remote) ?? 0) > 0;

/**
 * Holds back `remote`'s switch to a new release while `active` (a dirty form, a payment being
 * made) and while the component is mounted.
 */
export const useRemoteReleaseHold = (remote: string, active: boolean) => {
  useEffect(() => (active ? holdRemoteRelease(remote) : undefined), [remote, active]);
};
