/**
 * Runs `navigate` after the shell's route guard has reacted to a session change.
 *
 * A session change re-renders the guard synchronously (zustand updates are not transitions) and
 * its <Navigate> fires in the same commit, while router navigations are transitions. A
 * navigation queued behind a macrotask therefore lands after the guard's and wins.
 */
export const afterGuard = (navigate: () => void) => {
  window.setTimeout(navigate, 0);
};
