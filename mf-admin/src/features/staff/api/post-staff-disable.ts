import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { staffKeys } from './get-admin-staff';

/** Disables a staff account; its sessions end at once (POST /v1/admin/staff/{id}/disable). */
export const postStaffDisable = (id: number) =>
  api.post(`v1/admin/staff/${id}/disable`).json<ApiResponse<{ changed: boolean }>>();

export const useDisableStaff = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postStaffDisable,
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
};
