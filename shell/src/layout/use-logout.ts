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
    navigate('/');
  };
};
