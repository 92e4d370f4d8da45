import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { StaffRole } from '@lms/shared/contracts';
import { staffKeys } from './get-admin-staff';

/** A staff account's new role, or none (PUT /v1/admin/staff/{id}/role); 409 for the last admin. */
export const putStaffRole = ({ id, role }: { id: number; role: StaffRole | null }) =>
  api
    .put(`v1/admin/staff/${id}/role`, { json: { role } })
    .json<ApiResponse<{ changed: boolean }>>();

export const useChangeStaffRole = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putStaffRole,
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
};
