import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '@lms/shared';

/** Logout clears token and user and goes to / (spec §2, §4). */
export const useLogout = () => {
  const clearSession = useSessionStore((s) => s.clearSession);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearSession();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'shell' });
    // Clearing the session re-renders the account guard at once, and its redirect to #/login
    // would win over a navigation made in the same tick; go home right after it.
    window.setTimeout(() => navigate('/', { replace: true }), 0);
  };
};
