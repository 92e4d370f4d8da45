import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSessionStore,
  userIdFromToken,
  userProfileQuery,
  type ApiResponse,
  type StoredProfile,
  type UserProfile,
} from '@lms/shared';

export const putUpdateProfile = (profile: UserProfile) =>
  api.put('v1/users/updateprofile', { json: profile }).json<ApiResponse<StoredProfile>>();

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUpdateProfile,
    onSuccess: (response) => {
      const session = useSessionStore.getState();
      queryClient.setQueryData(userProfileQuery(session).queryKey, response);
      // The header greets the user by the saved name.
      const id = userIdFromToken(session.token);
      const { name, surname, email, role } = response.data;
      if (id) session.setUser({ id, name, surname, email, role });
    },
  });
};
