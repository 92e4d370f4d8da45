import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  api,
  useSessionStore,
  userIdFromToken,
  type ApiResponse,
  type UserProfile,
} from '@lms/shared';

export const getUserProfile = () =>
  api.get('v1/users/getuserprofile').json<ApiResponse<UserProfile>>();

/** Keeps the session's user in step with the token: the profile is fetched only with a token (spec §4). */
export const SessionSync = () => {
  const token = useSessionStore((s) => s.token);
  const setUser = useSessionStore((s) => s.setUser);
  const profile = useQuery({
    queryKey: ['account', 'profile', token],
    queryFn: getUserProfile,
    enabled: Boolean(token),
    retry: false,
  });

  useEffect(() => {
    const id = userIdFromToken(token);
    const data = profile.data?.data;
    if (!id || !data) return;
    setUser({ id, name: data.name, surname: data.surname, email: data.email });
  }, [token, profile.data, setUser]);

  // A profile error is ignored (spec §4).
  return null;
};
