import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { staffKeys } from './get-admin-staff';

/** Lets a disabled staff account log in again (POST /v1/admin/staff/{id}/enable). */
export const postStaffEnable = (id: number) =>
  api.post(`v1/admin/staff/${id}/enable`).json<ApiResponse<{ changed: boolean }>>();

export const useEnableStaff = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postStaffEnable,
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
};
