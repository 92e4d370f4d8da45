import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { shellKeys } from '../hooks/site-settings';
import { useSessionStore } from './session-store';

/**
 * Logout (spec §2, §4): clears token and user, drops every remote's cached data but the shell's
 * (the site settings), and goes home. The header, the mobile menu and the account page use it.
 */
export const useLogout = () => {
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
