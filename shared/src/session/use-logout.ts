import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/api-client';
import { shellKeys } from '../hooks/site-settings';
import { useSessionStore } from './session-store';

/**
 * Asks the API to end the session of `token` (POST /v1/auth/logout). Best effort: the
 * API answers 200 whatever the session's state, and a network failure is swallowed, since the
 * local session is cleared either way. The token is sent explicitly, as the store is cleared at
 * once; `keepalive` lets the call finish if the page is closed meanwhile.
 */
export const endSessionOnServer = async (token: string): Promise<void> => {
  try {
    await api.post('v1/auth/logout', {
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
    });
  } catch {
    // offline or the API is down: the session still ends here, and expires there
  }
};

/**
 * Forgets this browser's session without telling the API (it has ended there already, e.g.
 * after "sign out everywhere"): clears token and user, drops every remote's cached data but the
 * shell's (the site settings), and goes home.
 */
export const useForgetSession = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    useSessionStore.getState().clearSession();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== shellKeys.all[0] });
    // Clearing the session re-renders the account guard at once (zustand updates are not
    // transitions) and its redirect to #/login would win over a navigation made in the same
    // tick; going home a task later makes that the last word.
    window.setTimeout(() => navigate('/', { replace: true }), 0);
  };
};

/**
 * Logout (spec §2, §4): ends the session on the server and here. The header, the
 * mobile menu and the account page use it. The local session is cleared at once, whether or not
 * the API can be reached.
 */
export const useLogout = () => {
  const forget = useForgetSession();
  return () => {
    const { token } = useSessionStore.getState();
    if (token) void endSessionOnServer(token);
    forget();
  };
};
