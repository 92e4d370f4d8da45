import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, useSessionStore, type ApiResponse, type UserProfile } from '@lms/shared';
import { catalogKeys } from '../../../lib/query-keys';

export const getUserProfile = () =>
  api.get('v1/users/getuserprofile').json<ApiResponse<UserProfile>>();

export const userProfileQuery = (token: string) =>
  queryOptions({ queryKey: catalogKeys.profile(token), queryFn: getUserProfile });

/** The signed-in person's profile, to pre-fill forms; nothing is fetched for a guest (spec §4). */
export const useUserProfile = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery({ ...userProfileQuery(token ?? ''), enabled: Boolean(token) });
};
