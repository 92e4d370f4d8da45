import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { StaffAccount, StaffInvitationRequest } from '@lms/shared/contracts';
import { staffKeys } from './get-admin-staff';

/** Invites a person by e-mail with a role, or gives an existing account the role. */
export const postStaffInvitation = (payload: StaffInvitationRequest) =>
  api.post('v1/admin/staff/invitations', { json: payload }).json<ApiResponse<StaffAccount>>();

export const useInviteStaff = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postStaffInvitation,
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
};
