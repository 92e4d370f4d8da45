import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type UserProfileResponse } from '@lms/shared';
import { accountKeys } from '../../../lib/query-keys';

/**
 * The profile as the server stores it, with whether its e-mail address is verified; `address`
 * and `isCorporate` come along for corporations.
 */
export type StoredProfile = UserProfileResponse & { isCorporate?: boolean; address?: string };

export const getUserProfile = () =>
  api.get('v1/users/getuserprofile').json<ApiResponse<StoredProfile>>();

export const userProfileQuery = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: getUserProfile, staleTime: 0 });

export const useUserProfile = () => useQuery(userProfileQuery());
