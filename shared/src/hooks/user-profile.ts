import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse, UserProfileResponse } from '../contracts';
import { api } from '../api/api-client';
import { useSessionStore, type SessionState } from '../session/session-store';

/**
 * The profile as the server stores it, with whether its e-mail address is verified; `address`
 * and `isCorporate` come along for corporations.
 */
export type StoredProfile = UserProfileResponse & { isCorporate?: boolean; address?: string };

/** Every profile entry. The account remote owns profiles, so the key is rooted at its name. */
export const userProfileRootKey = ['account', 'profile'] as const;

/**
 * One entry per person: a later sign-in never reads an earlier person's profile, and the new
 * token of a password change keeps the entry.
 */
export const userProfileKey = (userId: number | null) => [...userProfileRootKey, userId] as const;

export const getUserProfile = () =>
  api.get('v1/users/getuserprofile').json<ApiResponse<StoredProfile>>();

/**
 * The signed-in person's profile (spec §7 GET /v1/users/getuserprofile), named once for those who
 * read it: the shell (the session's user), account (its forms) and content (the contact form's
 * pre-fill). Nothing is fetched for a guest (spec §4). It changes in the account area, so a
 * screen that shows it reads it afresh.
 */
export const userProfileQuery = ({ token, user }: Pick<SessionState, 'token' | 'user'>) =>
  queryOptions({
    queryKey: userProfileKey(user?.id ?? null),
    queryFn: getUserProfile,
    enabled: Boolean(token),
    staleTime: 0,
  });

export const useUserProfile = () => {
  const token = useSessionStore((state) => state.token);
  const user = useSessionStore((state) => state.user);
  return useQuery(userProfileQuery({ token, user }));
};
