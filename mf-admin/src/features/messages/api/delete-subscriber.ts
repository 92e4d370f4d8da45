import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { messageKeys } from './keys';

/** DELETE /v1/admin/subscribers/{id}: removes an address from the newsletter. */
export const deleteSubscriber = (id: number) =>
  api.delete(`v1/admin/subscribers/${id}`).json<ApiResponse<null>>();

export const useDeleteSubscriber = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscriber,
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.subscribers() }),
  });
};
