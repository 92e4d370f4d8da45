import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { OrderStatusValue } from '@lms/shared/contracts';
import { orderKeys } from './order-keys';

/** The bank transfer of this order has arrived (POST …/confirm-transfer); a repeat is harmless. */
export const postConfirmTransfer = (trackingId: string) =>
  api
    .post(`v1/admin/orders/${encodeURIComponent(trackingId)}/confirm-transfer`)
    .json<ApiResponse<{ trackingId: string; status: OrderStatusValue }>>();

export const useConfirmTransfer = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postConfirmTransfer,
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all() }),
  });
};
