import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSessionStore,
  userIdFromToken,
  type ApiResponse,
  type UserProfile,
} from '@lms/shared';
import { accountKeys } from '../../../lib/query-keys';
import type { StoredProfile } from './get-user-profile';

export const putUpdateProfile = (profile: UserProfile) =>
  api.put('v1/users/updateprofile', { json: profile }).json<ApiResponse<StoredProfile>>();

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUpdateProfile,
    onSuccess: (response) => {
      queryClient.setQueryData(accountKeys.profile(), response);
      // The header greets the user by the saved name.
      const { token, setUser } = useSessionStore.getState();
      const id = userIdFromToken(token);
      const { name, surname, email } = response.data;
      if (id) setUser({ id, name, surname, email });
    },
  });
};
