import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSessionStore, userIdFromToken, userProfileQuery } from '@lms/shared';

/** Keeps the session's user in step with the token: the profile is fetched only with a token (spec §4). */
export const SessionSync = () => {
  const token = useSessionStore((s) => s.token);
  const user = useSessionStore((s) => s.user);
  const setUser = useSessionStore((s) => s.setUser);
  const profile = useQuery({ ...userProfileQuery({ token, user }), retry: false });

  useEffect(() => {
    const id = userIdFromToken(token);
    const data = profile.data?.data;
    if (!id || !data) return;
    setUser({ id, name: data.name, surname: data.surname, email: data.email, role: data.role });
  }, [token, profile.data, setUser]);

  // A profile error is ignored (spec §4).
  return null;
};
